import { localeAfterUserLoad } from './preferred-locale';

describe('the preferred locale of a user record that has just arrived', () => {
  it("switches to the user's locale when it differs from the page's", () => {
    expect(localeAfterUserLoad('en-US', 'de-CH', 'de-CH')).toBe('en-US');
  });

  it('stays when the page already shows it', () => {
    expect(localeAfterUserLoad('de-CH', 'de-CH', 'de-CH')).toBeNull();
  });

  it('keeps a language chosen while the record was loading', () => {
    expect(localeAfterUserLoad('de-CH', 'de-CH', 'en-US')).toBeNull();
  });
});
