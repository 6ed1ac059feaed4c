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
import { ADDRESS_MAX_LENGTH, MAX_RECORD_ID } from '../field-limits.js';
import type { RuleParams } from './validation-issue.js';

/** Default bound of single-line texts. */
export const DEFAULT_MAX_LENGTH = 255;
/** Bound of multi-line texts (offers, notes, comments, text blocks). */
export const LONG_TEXT_MAX_LENGTH = 10_000;
export const EMAIL_MAX_LENGTH = ADDRESS_MAX_LENGTH.email;

/**
 * Options of a refinement whose issue carries the rule and its parameters (zod keeps them as the
 * issue's `params`); the message is rendered from them in the reader's language. Never `abort`:
 * zod then skips the object-level rules too, and the order form must show every missing field at
 * once.
 */
export function issue(rule: ValidationRule, params: ValidationParams) {
  return { params: { rule, ...params } satisfies RuleParams };
}

/** Format rules leave an empty value to the "required" rule, so it gets one message. */
function emptyOr(rule: (value: string) => boolean) {
  return (value: string) => value === '' || rule(value);
}

/** No text may hold a NUL character: PostgreSQL cannot store it. */
const hasNoNulCharacter = (value: string) => !value.includes('\u0000');

function text(field: FieldKey, maxLength: number) {
  return z
    .string()
    .trim()
    .refine((value) => value.length <= maxLength, issue('maxLength', { field, maxLength }))
    .refine(hasNoNulCharacter, issue('invalid', { field }))
    .meta({ maxLength });
}

export function requiredText(field: FieldKey, maxLength = DEFAULT_MAX_LENGTH) {
  return z
    .string()
    .trim()
    .refine((value) => value.length > 0, issue('required', { field }))
    .refine((value) => value.length <= maxLength, issue('maxLength', { field, maxLength }))
    .refine(hasNoNulCharacter, issue('invalid', { field }))
    .meta({ minLength: 1, maxLength });
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

/** A number between `min` and `max`; outside it reads `rule` with the field (and the bounds). */
function numberWithin(
  field: FieldKey,
  { min, max, integer }: { min: number; max: number; integer: boolean },
  rule: ValidationRule,
) {
  return z
    .number()
    .refine((value) => !integer || Number.isInteger(value), issue('invalid', { field }))
    .refine((value) => value >= min && value <= max, issue(rule, { field, min, max }))
    .meta({ minimum: min, maximum: max });
}

export function id(field: FieldKey) {
  return numberWithin(field, { min: 1, max: MAX_RECORD_ID, integer: true }, 'invalid');
}

export function integerBetween(field: FieldKey, min: number, max: number) {
  return numberWithin(field, { min, max, integer: true }, 'range');
}

/** A whole number given as text (a query string), between `min` and `max`. */
export function integerQuery(field: FieldKey, min: number, max: number) {
  return z.coerce.number().pipe(numberWithin(field, { min, max, integer: true }, 'invalid'));
}

/** Any number between `min` and `max` (a coordinate, say); outside it reads "invalid". */
export function numberBetween(field: FieldKey, min: number, max: number) {
  return numberWithin(field, { min, max, integer: false }, 'invalid');
}

export function money(field: FieldKey) {
  return numberWithin(field, { min: 0, max: 1_000_000, integer: false }, 'invalid');
}

export function percent(field: FieldKey) {
  return numberWithin(field, { min: 0, max: 100, integer: false }, 'range');
}

export function flag() {
  return z.boolean();
}

/** An ISO date or date-time, or null when not set. */
export function isoDateOrNull(field: FieldKey) {
  return z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), issue('invalid', { field }))
    .nullable();
}

/** A comment's title and text, both required: booklet and voucher comments alike. */
export function commentFields() {
  return {
    title: requiredText('title', 200),
    text: requiredText('text', LONG_TEXT_MAX_LENGTH),
  };
}
