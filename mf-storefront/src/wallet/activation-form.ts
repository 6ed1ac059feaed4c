import { formatActivationCode, normalizeActivationCode } from '@gb/contracts/activation-code';
import type { FieldKey, Translate } from '@gb/contracts';
import { localizedIssues, walletActivationSchema } from '@gb/contracts/schemas';

export interface ActivationFormState {
  code: string;
  email: string;
}

export type ActivationField = keyof ActivationFormState;

/**
 * Messages per field by the api's own schema, worded by `t`: a mistyped code (a wrong or missing
 * character, two swapped neighbours) fails its check character here, before any request.
 */
export function activationErrors(
  state: ActivationFormState,
  t: Translate,
): Partial<Record<ActivationField, string>> {
  const result = walletActivationSchema.safeParse(state, localizedIssues(t));
  if (result.success) return {};
  const errors: Partial<Record<ActivationField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldKey | undefined;
    if (field === 'code' || field === 'email') errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The code as the visitor types it, grouped in fours as it is printed: capitals, dashes between
 * the groups, at most the code's 16 characters.
 */
export function typedCode(input: string): string {
  const plain = normalizeActivationCode(input).replace(/[^0-9A-Z]/g, '');
  return formatActivationCode(plain.slice(0, 16));
}
