import type { Locale } from './enums.js';
import { catalogues, translate, type Catalogue } from './messages/index.js';

/** A rule with a message under `validation` in the catalogues. */
export type ValidationRule = keyof Catalogue['validation'];

/** A field with a label under `fields` in the catalogues. */
export type FieldKey = keyof Catalogue['fields'];

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

export function isValidationRule(value: unknown): value is ValidationRule {
  return typeof value === 'string' && value in catalogues['de-CH'].validation;
}

export function isFieldKey(value: unknown): value is FieldKey {
  return typeof value === 'string' && value in catalogues['de-CH'].fields;
}

/** The rule's message in the locale, with the field's label and the bounds filled in. */
export function validationMessage(
  rule: ValidationRule,
  locale: Locale,
  params: ValidationParams = {},
): string {
  const field = translate(locale, `fields.${params.field ?? 'body'}`);
  return translate(locale, `validation.${rule}`, {
    field,
    ...(params.maxLength !== undefined && { maxLength: params.maxLength }),
    ...(params.min !== undefined && { min: params.min }),
    ...(params.max !== undefined && { max: params.max }),
  });
}
