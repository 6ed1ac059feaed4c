import { translatorFor } from './testing/translator.js';
import {
  isStrongPassword,
  isValidEmail,
  isValidZip,
  isWithinMaxLength,
  validationMessage,
} from './validation.js';

describe('isValidZip', () => {
  it.each([
    ['8000', true],
    ['1000', true],
    ['9999', true],
    ['0800', false],
    ['800', false],
    ['80000', false],
    ['80a0', false],
    ['', false],
    [' 8000', false],
  ])('%j is valid: %s', (zip, valid) => {
    expect(isValidZip(zip)).toBe(valid);
  });
});

describe('isStrongPassword', () => {
  it.each([
    ['Abcdefg1', true],
    ['Demo-2for1', true],
    ['Abcdef1', false], // 7 characters
    ['abcdefg1', false], // no uppercase
    ['ABCDEFG1', false], // no lowercase
    ['Abcdefgh', false], // no digit
    ['', false],
  ])('%j is strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['anna@example.ch', true],
    ['anna.muster+booklet@sub.example.ch', true],
    ['anna@example', false],
    ['anna@@example.ch', false],
    ['anna example@example.ch', false],
    ['@example.ch', false],
    ['anna@.ch', false],
    ['anna@example..ch', false],
    ['', false],
  ])('%j is valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('isWithinMaxLength', () => {
  it('allows the bound itself and rejects one more', () => {
    expect(isWithinMaxLength('x'.repeat(10), 10)).toBe(true);
    expect(isWithinMaxLength('x'.repeat(11), 10)).toBe(false);
    expect(isWithinMaxLength(undefined, 0)).toBe(true);
  });
});

describe('validationMessage', () => {
  it.each([
    ['required', 'de-CH', 'Vorname darf nicht leer sein.'],
    ['required', 'en-US', 'First name is required'],
    ['email', 'de-CH', 'Vorname muss eine gültige E-mail sein.'],
    ['email', 'en-US', 'First name must be a valid email-address'],
    ['passwordStrength', 'de-CH', 'Vorname ist zu wenig stark.'],
    ['passwordStrength', 'en-US', 'First name does not meet the minimum strength-requirements'],
    ['zip', 'de-CH', 'Vorname muss gültige PLZ sein.'],
    ['zip', 'en-US', 'First name has to be a valid zip'],
  ] as const)('%s in %s reads %j', (rule, locale, text) => {
    expect(validationMessage(rule, translatorFor(locale), { field: 'firstname' })).toBe(text);
  });

  it('fills in the bound of maxLength in both locales', () => {
    expect(
      validationMessage('maxLength', translatorFor('de-CH'), { field: 'name', maxLength: 100 }),
    ).toBe('Name darf höchstens 100 Zeichen lang sein');
    expect(
      validationMessage('maxLength', translatorFor('en-US'), {
        field: 'offerShort',
        maxLength: 120,
      }),
    ).toBe('Short offer must be at most 120 characters long');
  });

  it('uses the field label of the locale', () => {
    expect(validationMessage('required', translatorFor('de-CH'), { field: 'zip' })).toBe(
      'PLZ darf nicht leer sein.',
    );
    expect(validationMessage('required', translatorFor('en-US'), { field: 'zip' })).toBe(
      'Zip is required',
    );
    expect(validationMessage('email', translatorFor('de-CH'), { field: 'email' })).toBe(
      'E-mail muss eine gültige E-mail sein.',
    );
  });
});
