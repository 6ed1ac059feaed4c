import { activationCodeOf } from '@gb/contracts/activation-code';
import type { Translate } from '@gb/contracts';
import { changeLocale, i18n, loadNamespaces } from '@gb/shell/platform';

import { activationErrors, linkError, typedCode } from './activation-form';
import { WALLET_NAMESPACES } from './wallet-routes.component';

/** The catalogue's wording in one locale, as the form renders it. */
const inLocale =
  (locale: 'de-CH' | 'en-US'): Translate =>
  (key, params) =>
    i18n.getFixedT(locale)(key, params ?? {});

const CODE = activationCodeOf([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9]);

describe('the activation form', () => {
  beforeAll(async () => {
    await loadNamespaces(WALLET_NAMESPACES);
    await changeLocale('en-US');
    await loadNamespaces(WALLET_NAMESPACES);
  });
  afterAll(() => changeLocale('de-CH'));

  it('accepts a printed code and an e-mail, typed in small letters and without dashes too', () => {
    expect(activationErrors({ code: CODE, email: 'anna@example.ch' }, inLocale('de-CH'))).toEqual(
      {},
    );
    const typed = CODE.toLowerCase().replace(/-/g, ' ');
    expect(activationErrors({ code: typed, email: 'anna@example.ch' }, inLocale('de-CH'))).toEqual(
      {},
    );
  });

  it('catches a wrong character and two swapped neighbours by the check character, in both languages', () => {
    const plain = CODE.replace(/-/g, '');
    const wrong = (plain[0] === 'A' ? 'B' : 'A') + plain.slice(1);
    const swapped =
      plain[1] === plain[2] ? plain : plain[0]! + plain[2]! + plain[1]! + plain.slice(3);
    for (const code of [wrong, swapped]) {
      expect(activationErrors({ code, email: 'anna@example.ch' }, inLocale('de-CH'))).toEqual({
        code: 'Aktivierungscode ist falsch geschrieben: bitte prüfen Sie die 16 Zeichen (z. B. K7QX-94HM-T2RB-5NC2)',
      });
    }
    expect(activationErrors({ code: wrong, email: 'anna' }, inLocale('en-US'))).toEqual({
      code: 'Activation code is mistyped: please check its 16 characters (e.g. K7QX-94HM-T2RB-5NC2)',
      email: expect.stringMatching(/^Email /),
    });
  });

  it('groups the typed code in fours as it is printed, in capitals, at most 16 characters', () => {
    expect(typedCode('k7qx94')).toBe('K7QX-94');
    expect(typedCode('k7qx-94hm t2rb5nc2xyz')).toBe('K7QX-94HM-T2RB-5NC2');
    expect(typedCode('K7QX-')).toBe('K7QX');
  });

  it("checks a new link's e-mail by the api's schema, in both languages", () => {
    expect(linkError({ email: ' Anna@Example.ch ' }, inLocale('de-CH'))).toBeUndefined();
    expect(linkError({ email: 'anna-at-example.ch' }, inLocale('de-CH'))).toBe(
      'E-mail muss eine gültige E-mail sein.',
    );
    expect(linkError({ email: '' }, inLocale('en-US'))).toBe('Email is required');
  });
});
