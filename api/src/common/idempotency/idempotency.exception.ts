import { DomainException } from '../../errors/domain-exception.js';

/** A refused Idempotency-Key, on every route that honours one. */
export enum IdempotencyErrorCode {
  /** Longer than the columns keep. */
  KEY_INVALID = 'IDEMPOTENCY_KEY_INVALID',
  /** The key came with another request before. */
  KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED',
}

export class IdempotencyException extends DomainException<IdempotencyErrorCode> {}
