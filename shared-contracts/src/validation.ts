import type { Catalogue } from './messages/catalogue.js';

/** A translate function such as i18next's `t` (or `getFixedT(locale)` on the server). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A rule with a message under `validation` in the catalogues. */
export type ValidationRule = keyof Catalogue['validation'] & string;

/** A field with a label under `fields` in the catalogues. */
export type FieldKey = keyof Catalogue['fields'] & string;

export interface ValidationParams {
  field?: FieldKey;
  maxLength?: number;
  min?: number;
  max?: number;
}

export const PASSWORD_MIN_LENGTH = 8;

/** Something@domain.tld, no spaces, no empty labels; the pragmatic check of a form. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const ZIP = /^[1-9]\d{3}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value)
  );
}

/** Swiss postcode: exactly four digits, the first not 0. */
export function isValidZip(value: string): boolean {
  return ZIP.test(value);
}

export function isWithinMaxLength(value: string | null | undefined, maxLength: number): boolean {
  return (value ?? '').length <= maxLength;
}

export function hasNoLineBreaks(value: string): boolean {
  return !/[\r\n]/.test(value);
}

/** The rule's message, with the field's label and the bounds filled in. */
export function validationMessage(
  rule: ValidationRule,
  t: Translate,
  params: ValidationParams = {},
): string {
  return t(`validation.${rule}`, {
    field: t(`fields.${params.field ?? 'body'}`),
    ...(params.maxLength !== undefined && { maxLength: params.maxLength }),
    ...(params.min !== undefined && { min: params.min }),
    ...(params.max !== undefined && { max: params.max }),
  });
}
