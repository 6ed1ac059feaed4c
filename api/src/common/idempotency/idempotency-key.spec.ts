import { IdempotencyErrorCode, IdempotencyException } from './idempotency.exception.js';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  idempotencyKeyOf,
  requestFingerprint,
} from './idempotency-key.js';

describe(idempotencyKeyOf.name, () => {
  it('answers the key trimmed, and none for a missing or blank header', () => {
    expect(idempotencyKeyOf('  order-1 ')).toBe('order-1');
    expect(idempotencyKeyOf(undefined)).toBeUndefined();
    expect(idempotencyKeyOf('   ')).toBeUndefined();
  });

  it('takes a key as long as the columns keep and refuses a longer one', () => {
    const longest = 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH);
    expect(idempotencyKeyOf(longest)).toBe(longest);
    expect(() => idempotencyKeyOf(`${longest}k`)).toThrow(
      new IdempotencyException(IdempotencyErrorCode.KEY_INVALID),
    );
  });
});

describe(requestFingerprint.name, () => {
  it('is the same for the same request and another for another one', () => {
    const request = { quantity: 2, bookletId: 7 };
    expect(requestFingerprint({ ...request })).toBe(requestFingerprint(request));
    expect(requestFingerprint({ ...request, quantity: 3 })).not.toBe(requestFingerprint(request));
    expect(requestFingerprint(request)).toMatch(/^[0-9a-f]{64}$/);
  });
});
