import type { z } from 'zod';
import { Role } from '../enums.js';
import {
  authenticateSchema,
  changePasswordSchema,
  loginFormSchema,
  newPasswordFormSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordSchema,
  toggleRoleSchema,
} from './auth.schema.js';
import { regionSchema, textBlockSchema } from './reference-data.schema.js';
import { addressSchema, localeSchema, updateLocaleSchema } from './user.schema.js';
import {
  changeVoucherStateSchema,
  createVoucherSchema,
  resendVoucherMailSchema,
} from './voucher.schema.js';
import { translatorFor } from '../testing/translator.js';
import { issueMessage, issueMessages, localizedIssues } from './validation-issue.js';

function messages(schema: z.ZodType, body: unknown, locale: 'de-CH' | 'en-US' = 'de-CH'): string[] {
  const result = schema.safeParse(body, localizedIssues(translatorFor(locale)));
  return result.success ? [] : issueMessages(result.error);
}

describe('authentication schemas', () => {
  it('creates a user who logs in through links only when the password field is left empty', () => {
    const form = { email: 'neu@example.ch', firstname: 'Nina', lastname: 'Neu', companyId: null };
    expect(registerFormSchema.parse({ ...form, password: '' }).password).toBeNull();
    expect(registerFormSchema.parse({ ...form, password: 'Abcdefg1' }).password).toBe('Abcdefg1');
    expect(messages(registerFormSchema, { ...form, password: 'abc' })).not.toEqual([]);
  });

  it('accepts credentials or a login hash', () => {
    expect(messages(authenticateSchema, { username: 'anna@example.ch', password: 'x' })).toEqual(
      [],
    );
    expect(messages(authenticateSchema, { loginHash: 'abc' })).toEqual([]);
  });

  it('names the missing password of an incomplete login', () => {
    expect(messages(authenticateSchema, { username: 'anna@example.ch' })).toEqual([
      'Passwort darf nicht leer sein.',
    ]);
  });

  it('wants a valid email in the login dialog and the forgot-password form', () => {
    expect(messages(loginFormSchema, { username: 'anna', password: 'x' }, 'en-US')).toEqual([
      'Email must be a valid email-address',
    ]);
    expect(messages(resetPasswordSchema, { email: '' })).toEqual(['E-mail darf nicht leer sein.']);
  });

  it('checks the strength of a new password', () => {
    expect(messages(changePasswordSchema, { userId: 1, password: 'abcdefgh' })).toEqual([
      'Passwort ist zu wenig stark.',
    ]);
    expect(messages(changePasswordSchema, { userId: 1, password: 'Abcdefg1' })).toEqual([]);
  });

  it('wants the confirmation to equal the new password', () => {
    expect(
      messages(newPasswordFormSchema, { password: 'Abcdefg1', passwordConfirmation: 'Abcdefg2' }),
    ).toEqual(['Passwort und Bestätigungspasswort stimmen nicht überein']);
    expect(
      messages(changePasswordSchema, {
        userId: 1,
        password: 'Abcdefg1',
        passwordConfirmation: 'Abcdefg1',
      }),
    ).toEqual([]);
  });

  it('registers a link-only user without a password', () => {
    const user = { email: 'anna@example.ch', firstname: 'Anna', lastname: 'Muster', companyId: 3 };
    expect(messages(registerSchema, { ...user, password: null })).toEqual([]);
    expect(messages(registerSchema, { ...user, password: 'short' })).toEqual([
      'Passwort ist zu wenig stark.',
    ]);
  });

  it('toggles only known roles', () => {
    expect(messages(toggleRoleSchema, { userId: 2, roleName: Role.Franchisee })).toEqual([]);
    expect(messages(toggleRoleSchema, { userId: 2, roleName: 'Boss' }, 'en-US')).toEqual([
      'Role is invalid',
    ]);
  });
});

describe('profile schemas', () => {
  it('allows only de-CH and en-US', () => {
    expect(localeSchema.safeParse('de-CH').success).toBe(true);
    expect(localeSchema.safeParse('en-US').success).toBe(true);
    expect(localeSchema.safeParse('fr-CH').success).toBe(false);
    expect(messages(updateLocaleSchema, { preferredLocale: 'fr-CH' })).toEqual([
      'Sprache ist ungültig',
    ]);
  });

  it('requires first and last name and a valid second email when given', () => {
    expect(messages(addressSchema, { firstname: '', lastname: 'Muster', email2: 'nope' })).toEqual([
      'Vorname darf nicht leer sein.',
      'E-mail 2 muss eine gültige E-mail sein.',
    ]);
    expect(messages(addressSchema, { firstname: 'Anna', lastname: 'Muster', email2: '' })).toEqual(
      [],
    );
  });
});

describe('voucher and reference data schemas', () => {
  it('bounds the name of a region', () => {
    expect(messages(regionSchema, { name: 'x'.repeat(101) }, 'en-US')).toEqual([
      'Name must be at most 100 characters long',
    ]);
    expect(messages(regionSchema, { name: 'x'.repeat(100) })).toEqual([]);
    expect(messages(regionSchema, {})).toEqual(['Name darf nicht leer sein.']);
  });

  it('keeps subject text blocks on one line', () => {
    expect(
      messages(textBlockSchema, {
        canonical: 'approval-mail-subject',
        text: 'a\nb',
        internalNotes: '',
      }),
    ).toEqual(['Text darf keine Zeilenumbrüche enthalten']);
    expect(
      messages(textBlockSchema, { canonical: 'intro', text: 'a\nb', internalNotes: '' }),
    ).toEqual([]);
    // Only a canonical ending in -subject names a subject block.
    expect(
      messages(textBlockSchema, { canonical: 'subject-line', text: 'a\nb', internalNotes: '' }),
    ).toEqual([]);
  });

  it('takes a canonical only as a lower-case slug', () => {
    const block = { text: 'x', internalNotes: '' };
    expect(messages(textBlockSchema, { ...block, canonical: 'Legal Notice' }, 'en-US')).toEqual([
      "Canonical may only hold lower-case letters, digits and single hyphens (e.g. 'legal-notice')",
    ]);
    expect(messages(textBlockSchema, { ...block, canonical: 'a--b' })).toHaveLength(1);
    expect(messages(textBlockSchema, { ...block, canonical: 'intro-zugerland-2' })).toEqual([]);
    expect(messages(textBlockSchema, { ...block, canonical: '' })).toEqual([
      'Kennung darf nicht leer sein.',
    ]);
  });

  it('requires a short offer and whole ids for a new voucher', () => {
    expect(
      messages(createVoucherSchema, {
        companyId: 1.5,
        responsibleUserId: null,
        voucherCategoryId: null,
        offerShort: '',
      }),
    ).toEqual(['Firma ist ungültig', 'Angebot kurz darf nicht leer sein.']);
  });

  it('wants the login hash placeholder in mailed links', () => {
    expect(
      messages(changeVoucherStateSchema, {
        newVoucherStateClass: 'WaitingForApproval',
        loginUrlTemplate: '/dashboard/vouchers/7?loginHash={loginHash}',
      }),
    ).toEqual([]);
    expect(
      messages(changeVoucherStateSchema, {
        newVoucherStateClass: 'WaitingForApproval',
        loginUrlTemplate: '/dashboard/vouchers/7',
      }),
    ).toEqual(['Login-Link-Vorlage ist ungültig']);
    expect(messages(changeVoucherStateSchema, { newVoucherStateClass: 'Lost' })).toEqual([
      'Status ist ungültig',
    ]);
  });

  it.each([
    'https://evil.example/?loginHash={loginHash}',
    'http://localhost:3000/dashboard?loginHash={loginHash}',
    '//evil.example/?loginHash={loginHash}',
    '/\\evil.example/?loginHash={loginHash}',
    'javascript:alert(1)//{loginHash}',
    'dashboard/vouchers/7?loginHash={loginHash}',
  ])('takes a mailed link only as a path inside the portal, never %s', (loginUrlTemplate) => {
    expect(messages(resendVoucherMailSchema, { loginUrlTemplate })).toEqual([
      'Login-Link-Vorlage muss ein Pfad im Portal sein, der mit einem einzelnen / beginnt, keine Adresse',
    ]);
  });
});

describe('issue rendering', () => {
  it('renders a rule with its parameters in either language', () => {
    const tooLong: z.core.$ZodRawIssue = {
      code: 'custom',
      input: 'x'.repeat(41),
      path: ['city'],
      params: { rule: 'maxLength', field: 'city', maxLength: 40 },
    };
    expect(issueMessage(tooLong, translatorFor('de-CH'))).toBe(
      'Ort darf höchstens 40 Zeichen lang sein',
    );
    expect(issueMessage(tooLong, translatorFor('en-US'))).toBe(
      'City must be at most 40 characters long',
    );
  });

  it('reads a missing value as required and a wrong one as invalid, named by its field', () => {
    const wrongType = { code: 'invalid_type', expected: 'string' } as const;
    expect(
      issueMessage({ ...wrongType, input: undefined, path: ['city'] }, translatorFor('en-US')),
    ).toBe('City is required');
    expect(
      issueMessage(
        { ...wrongType, input: 5, path: ['orderLines', 0, 'quantity'] },
        translatorFor('en-US'),
      ),
    ).toBe('Quantity is invalid');
  });

  it('turns a foreign issue outside any known field into the generic message', () => {
    const foreign: z.core.$ZodRawIssue = { code: 'custom', input: 1, path: ['whatever'] };
    expect(issueMessage(foreign, translatorFor('en-US'))).toBe('Form not valid');
  });
});
