import { z } from 'zod';
import {
  hasNoLineBreaks,
  isStrongPassword,
  isValidEmail,
  isValidZip,
  type FieldKey,
  type ValidationParams,
  type ValidationRule,
} from '../validation.js';
import { MAX_RECORD_ID } from '../entities.js';
import { ADDRESS_MAX_LENGTH } from '../entities.js';
import { encodeIssue } from './validation-issue.js';

/** Default bound of single-line texts. */
export const DEFAULT_MAX_LENGTH = 255;
/** Bound of multi-line texts (offers, notes, comments, text blocks). */
export const LONG_TEXT_MAX_LENGTH = 10_000;
export const EMAIL_MAX_LENGTH = ADDRESS_MAX_LENGTH.email;

/**
 * Check options carrying an encoded issue. Never `abort`: zod then skips the object-level
 * rules too, and the order form must show every missing field at once.
 */
export function issue(rule: ValidationRule, params: ValidationParams) {
  return { error: encodeIssue(rule, params) };
}

/** Format rules leave an empty value to the "required" rule, so it gets one message. */
function emptyOr(rule: (value: string) => boolean) {
  return (value: string) => value === '' || rule(value);
}

/** Missing values read "required"; values of the wrong kind read "invalid". */
export function missingOrInvalid(field: FieldKey) {
  return {
    error: (raw: { input?: unknown }) =>
      encodeIssue(raw.input === undefined || raw.input === null ? 'required' : 'invalid', {
        field,
      }),
  };
}

/** No text may hold a NUL character: PostgreSQL cannot store it. */
const hasNoNulCharacter = (value: string) => !value.includes('\u0000');

function text(field: FieldKey, maxLength: number) {
  return z
    .string(missingOrInvalid(field))
    .trim()
    .max(maxLength, issue('maxLength', { field, maxLength }))
    .refine(hasNoNulCharacter, issue('invalid', { field }));
}

export function requiredText(field: FieldKey, maxLength = DEFAULT_MAX_LENGTH) {
  return z
    .string(missingOrInvalid(field))
    .trim()
    .min(1, issue('required', { field }))
    .max(maxLength, issue('maxLength', { field, maxLength }))
    .refine(hasNoNulCharacter, issue('invalid', { field }));
}

export function optionalText(field: FieldKey, maxLength = DEFAULT_MAX_LENGTH) {
  return text(field, maxLength).optional();
}

/** A text that may be empty but must be sent. */
export function presentText(field: FieldKey, maxLength = DEFAULT_MAX_LENGTH) {
  return text(field, maxLength);
}

export function singleLineText(field: FieldKey, maxLength = DEFAULT_MAX_LENGTH) {
  return requiredText(field, maxLength).refine(hasNoLineBreaks, issue('noLineBreaks', { field }));
}

export function requiredEmail(field: FieldKey = 'email') {
  return requiredText(field, EMAIL_MAX_LENGTH).refine(
    emptyOr(isValidEmail),
    issue('email', { field }),
  );
}

/** Empty is allowed; anything else must be an email address. */
export function optionalEmail(field: FieldKey) {
  return text(field, EMAIL_MAX_LENGTH)
    .refine(emptyOr(isValidEmail), issue('email', { field }))
    .optional();
}

export function requiredZip(field: FieldKey = 'zip') {
  return requiredText(field, ADDRESS_MAX_LENGTH.zip).refine(
    emptyOr(isValidZip),
    issue('zip', { field }),
  );
}

export function optionalZip(field: FieldKey = 'zip') {
  return text(field, ADDRESS_MAX_LENGTH.zip)
    .refine(emptyOr(isValidZip), issue('zip', { field }))
    .optional();
}

export function strongPassword(field: FieldKey = 'password') {
  return requiredText(field, 200).refine(
    emptyOr(isStrongPassword),
    issue('passwordStrength', { field }),
  );
}

export function id(field: FieldKey) {
  return z
    .number(missingOrInvalid(field))
    .int(issue('invalid', { field }))
    .positive(issue('invalid', { field }))
    .max(MAX_RECORD_ID, issue('invalid', { field }));
}

export function integerBetween(field: FieldKey, min: number, max: number) {
  const outOfRange = issue('range', { field, min, max });
  return z
    .number(missingOrInvalid(field))
    .int(issue('invalid', { field }))
    .min(min, outOfRange)
    .max(max, outOfRange);
}

export function money(field: FieldKey) {
  return z
    .number(missingOrInvalid(field))
    .min(0, issue('invalid', { field }))
    .max(1_000_000, issue('invalid', { field }));
}

export function percent(field: FieldKey) {
  const outOfRange = issue('range', { field, min: 0, max: 100 });
  return z.number(missingOrInvalid(field)).min(0, outOfRange).max(100, outOfRange);
}

export function flag(field: FieldKey) {
  return z.boolean(missingOrInvalid(field));
}

/** An ISO date or date-time, or null when not set. */
export function isoDateOrNull(field: FieldKey) {
  return z
    .string(missingOrInvalid(field))
    .refine((value) => !Number.isNaN(Date.parse(value)), issue('invalid', { field }))
    .nullable();
}
