import { AuthErrorCode, AuthException } from '../exceptions/auth.exception.js';

/** Counts attempts per key in a sliding window; beyond the limit the caller gets 429. */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  assertAllowed(key: string): void {
    if (this.recent(key).length >= this.limit) {
      throw new AuthException(AuthErrorCode.TOO_MANY_FAILED_LOGINS);
    }
  }

  record(key: string): void {
    this.attempts.set(key, [...this.recent(key), Date.now()]);
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string): number[] {
    const since = Date.now() - this.windowMs;
    const recent = (this.attempts.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.attempts.delete(key);
    return recent;
  }
}
