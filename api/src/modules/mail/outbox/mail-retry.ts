const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** How often an outbox is looked at for mails whose retry is due. */
export const OUTBOX_POLL_INTERVAL_MS = 15_000;
/** A claimed mail is left to its sender this long before another process may take it over. */
export const OUTBOX_CLAIM_LEASE_MS = 5 * 60_000;

/** Retry delay after the given number of failed attempts: 1 min, 2 min, 4 min … at most 1 h. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), LONGEST_RETRY_MS);
}
