import type { z } from 'zod';
import fields from '../messages/de-CH/fields.js';
import {
  validationMessage,
  type FieldKey,
  type Translate,
  type ValidationParams,
  type ValidationRule,
} from '../validation.js';

/**
 * What a failed check of ours carries as its zod issue's `params`: the rule and its parameters.
 * The message is rendered from them by i18next in the reader's language, on the server and in
 * the forms alike.
 */
export interface RuleParams extends ValidationParams {
  rule: ValidationRule;
}

type RawIssue = z.core.$ZodRawIssue;
type Issue = z.core.$ZodIssue;

function isFieldKey(value: unknown): value is FieldKey {
  return typeof value === 'string' && Object.hasOwn(fields, value);
}

/**
 * The field an issue sits on: the last name in its path, a reference `bookletId` read as the
 * field `booklet`.
 */
export function fieldOfPath(path: readonly PropertyKey[] | undefined): FieldKey | undefined {
  const named = [...(path ?? [])].reverse().find((segment) => typeof segment === 'string');
  if (isFieldKey(named)) return named;
  const referenced = named?.replace(/Id$/, '');
  return isFieldKey(referenced) ? referenced : undefined;
}

/**
 * The rule an issue breaks: ours carry it; zod's own (a value of the wrong kind, a value outside
 * a list) read "required" when nothing was sent and "invalid" otherwise.
 */
export function ruleOfIssue(issue: RawIssue | Issue): RuleParams {
  const params = (issue as { params?: Partial<RuleParams> }).params;
  if (issue.code === 'custom' && params?.rule) return params as RuleParams;
  const missing =
    issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null);
  const field = fieldOfPath(issue.path);
  return { rule: missing ? 'required' : 'invalid', ...(field && { field }) };
}

/** One issue's sentence: the rule's message with the field's label and the bounds filled in. */
export function issueMessage(issue: RawIssue | Issue, t: Translate): string {
  const params = ruleOfIssue(issue);
  if (!params.field) return t('errors.formNotValid');
  return validationMessage(params.rule, t, params);
}

/**
 * Parse options that render every issue in the reader's language:
 * `schema.safeParse(body, localizedIssues(t))`, or a form resolver's schema options.
 */
export function localizedIssues(t: Translate): { error: (issue: RawIssue) => string } {
  return { error: (issue) => issueMessage(issue, t) };
}

/**
 * A form's messages beside its inputs: the first sentence per top-level field of `value` by
 * `schema`, worded by `t` (an issue on no field under `body`); empty when the value passes.
 */
export function messagesByField(
  schema: z.ZodType,
  value: unknown,
  t: Translate,
): Partial<Record<FieldKey, string>> {
  const result = schema.safeParse(value, localizedIssues(t));
  if (result.success) return {};
  const messages: Partial<Record<FieldKey, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldKey | undefined;
    messages[field ?? 'body'] ??= issue.message;
  }
  return messages;
}

/** Issues of a failed union: those of the branch that came closest. */
function closestBranch(issue: Issue): Issue[] | undefined {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return undefined;
  return issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
}

/**
 * Every sentence of a failed parse made with `localizedIssues`, each once, in order; a failed
 * union speaks of the branch that came closest.
 */
export function issueMessages(error: z.ZodError): string[] {
  const issues = error.issues.flatMap((issue) => closestBranch(issue) ?? [issue]);
  return [...new Set(issues.map((issue) => issue.message))];
}
