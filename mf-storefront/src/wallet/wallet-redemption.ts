/** What a redemption's answer means for the visitor. */
export type RedemptionOutcome =
  | { kind: 'redeemed'; redeemedAt: string }
  | { kind: 'pinWrong' }
  | { kind: 'alreadyRedeemed'; message: string | undefined }
  | { kind: 'locked' }
  | { kind: 'refused'; message: string | undefined }
  | { kind: 'noAnswer' };

/**
 * Reads a failed redemption: a wrong PIN (403), already redeemed (409, the api's message names
 * the time), locked after several wrong PINs (429), another refusal with the api's message, or no
 * answer at all (offline, a timeout, a server error), which is retried with the same key.
 */
export function redemptionFailure(error: unknown): RedemptionOutcome {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { message?: string } };
  if (typeof status !== 'number' || status >= 500) return { kind: 'noAnswer' };
  if (status === 403) return { kind: 'pinWrong' };
  if (status === 409) return { kind: 'alreadyRedeemed', message: data?.message };
  if (status === 429) return { kind: 'locked' };
  return { kind: 'refused', message: data?.message };
}

/** A retry keeps its Idempotency-Key only when the last try got no answer. */
export const keepsKey = (outcome: RedemptionOutcome) => outcome.kind === 'noAnswer';
