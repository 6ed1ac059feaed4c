import type { FieldKey } from '@gb/contracts';
import type { ValidationIssue } from '@gb/contracts/schemas';
import type { TFunction } from 'i18next';

/**
 * The rule and bounds a shared schema wrote into an issue's message (`encodeIssue`). Read here
 * rather than with the contracts' `decodeIssue`, whose rule check holds both catalogues: the
 * form renders with the i18n instance, which has only the active locale's catalogue.
 */
function encodedIssue(message: string): Partial<ValidationIssue> {
  if (!message.startsWith('{"rule":')) return {};
  try {
    return JSON.parse(message) as Partial<ValidationIssue>;
  } catch {
    return {};
  }
}

/** A validation issue of the order schema as the visitor reads it, in the active locale. */
export function validationText(message: string, field: FieldKey | undefined, t: TFunction): string {
  const { rule = 'invalid', field: named = field, ...bounds } = encodedIssue(message);
  if (named === undefined) return t('errors.formNotValid');
  return t(`validation.${rule}`, { ...bounds, field: t(`fields.${named}`) });
}
