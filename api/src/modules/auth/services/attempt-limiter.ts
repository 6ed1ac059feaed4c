import type { WindowCounter } from '../../../common/shared-state/window-counter.js';
import { AuthErrorCode, AuthException } from '../exceptions/auth.exception.js';

/**
 * Counts failed attempts per key in a window that starts with the first failure; beyond the
 * limit the caller gets 429. The counts live in the shared counter (Redis or bounded memory),
 * so every replica refuses the same account.
 */
export class AttemptLimiter {
  constructor(
    private readonly counter: WindowCounter,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async assertAllowed(key: string): Promise<void> {
    if ((await this.counter.count(this.keyOf(key))) >= this.limit) {
      throw new AuthException(AuthErrorCode.TOO_MANY_FAILED_LOGINS);
    }
  }

  async record(key: string): Promise<void> {
    await this.counter.increment(this.keyOf(key), this.windowMs);
  }

  async clear(key: string): Promise<void> {
    await this.counter.clear(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }
}
