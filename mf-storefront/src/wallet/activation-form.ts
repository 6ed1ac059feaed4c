import { formatActivationCode, normalizeActivationCode } from '@gb/contracts/activation-code';
import type { Translate } from '@gb/contracts';
import { messagesByField, walletActivationSchema, walletLinkSchema } from '@gb/contracts/schemas';

export interface ActivationFormState {
  code: string;
  email: string;
}

export type ActivationField = keyof ActivationFormState;

/** Asking for a new wallet link: the wallet's e-mail. */
export type LinkFormState = Pick<ActivationFormState, 'email'>;

/**
 * Messages per field by the api's own schema, worded by `t`: a mistyped code (a wrong or missing
 * character, two swapped neighbours) fails its check character here, before any request.
 */
export function activationErrors(
  state: ActivationFormState,
  t: Translate,
): Partial<Record<ActivationField, string>> {
  return messagesByField(walletActivationSchema, state, t);
}

/** The message of the e-mail a new link is asked for, by the api's own schema. */
export function linkError(state: LinkFormState, t: Translate): string | undefined {
  return messagesByField(walletLinkSchema, state, t).email;
}

/**
 * The code as the visitor types it, grouped in fours as it is printed: capitals, dashes between
 * the groups, at most the code's 16 characters.
 */
export function typedCode(input: string): string {
  const plain = normalizeActivationCode(input).replace(/[^0-9A-Z]/g, '');
  return formatActivationCode(plain.slice(0, 16));
}
