import { localeFromAcceptLanguage } from './request-locale.js';

describe(localeFromAcceptLanguage.name, () => {
  it('defaults to de-CH without a header or with an unsupported language', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('de-CH');
    expect(localeFromAcceptLanguage('fr-CH,fr;q=0.9')).toBe('de-CH');
  });

  it('picks the supported locale the client ranks highest', () => {
    expect(localeFromAcceptLanguage('en-US')).toBe('en-US');
    expect(localeFromAcceptLanguage('fr-CH, de-CH;q=0.5, en-US;q=0.8')).toBe('en-US');
    expect(localeFromAcceptLanguage('en-GB')).toBe('en-US');
    expect(localeFromAcceptLanguage('de')).toBe('de-CH');
  });
});
