import type { z } from 'zod';
import type { Locale } from '../enums.js';
import {
  isFieldKey,
  isValidationRule,
  validationMessage,
  type FieldKey,
  type ValidationParams,
  type ValidationRule,
} from '../validation.js';
import { translate } from '../messages/index.js';

/**
 * Schemas put this, encoded as JSON, into each issue's message, so one schema serves
 * both locales: the text is rendered only when a locale is known.
 */
export interface ValidationIssue extends ValidationParams {
  rule: ValidationRule;
}

export function encodeIssue(rule: ValidationRule, params: ValidationParams = {}): string {
  return JSON.stringify({ rule, ...params });
}

export function decodeIssue(message: string): ValidationIssue | undefined {
  if (!message.startsWith('{"rule":')) return undefined;
  try {
    const parsed = JSON.parse(message) as Record<string, unknown>;
    if (!isValidationRule(parsed.rule)) return undefined;
    return {
      rule: parsed.rule,
      ...(isFieldKey(parsed.field) && { field: parsed.field }),
      ...(typeof parsed.maxLength === 'number' && { maxLength: parsed.maxLength }),
      ...(typeof parsed.min === 'number' && { min: parsed.min }),
      ...(typeof parsed.max === 'number' && { max: parsed.max }),
    };
  } catch {
    return undefined;
  }
}

/**
 * The text for a message as a form library holds it (react-hook-form keeps `issue.message`):
 * encoded issues are rendered, anything else is shown as it is.
 */
export function localizeValidationMessage(message: string, locale: Locale): string {
  const issue = decodeIssue(message);
  return issue ? validationMessage(issue.rule, locale, issue) : message;
}

/** The field an issue sits on, when its path ends in a known field name. */
function fieldOfPath(path: readonly PropertyKey[]): FieldKey | undefined {
  const named = [...path].reverse().find((segment) => typeof segment === 'string');
  return isFieldKey(named) ? named : undefined;
}

type Issue = z.core.$ZodIssue;

/** Issues of a failed union: those of the branch that came closest. */
function closestBranch(issue: Issue): Issue[] | undefined {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return undefined;
  const best = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
  return best.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as Issue);
}

/** One issue in the locale; issues no schema here encoded still get a sentence. */
export function zodIssueToMessage(issue: Issue, locale: Locale): string {
  const decoded = decodeIssue(issue.message);
  if (decoded) return validationMessage(decoded.rule, locale, decoded);
  const field = fieldOfPath(issue.path);
  return field
    ? validationMessage('invalid', locale, { field })
    : translate(locale, 'errors.formNotValid');
}

/** Every issue of a failed parse in the locale, each sentence once, in order. */
export function localizeZodError(error: z.ZodError, locale: Locale): string[] {
  const issues = error.issues.flatMap((issue) => closestBranch(issue) ?? [issue]);
  return [...new Set(issues.map((issue) => zodIssueToMessage(issue, locale)))];
}
