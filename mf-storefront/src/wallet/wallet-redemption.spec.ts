import { keepsKey, redemptionFailure } from './wallet-redemption';

describe("a redemption's failure", () => {
  it("reads the api's refusals: wrong PIN, already redeemed with its time, locked", () => {
    expect(redemptionFailure({ status: 403, data: { message: 'x' } })).toEqual({
      kind: 'pinWrong',
    });
    expect(
      redemptionFailure({
        status: 409,
        data: { message: 'Dieser Gutschein wurde bereits am 27.11.2026, 10:15 eingelöst' },
      }),
    ).toEqual({
      kind: 'alreadyRedeemed',
      message: 'Dieser Gutschein wurde bereits am 27.11.2026, 10:15 eingelöst',
    });
    expect(redemptionFailure({ status: 429, data: {} })).toEqual({ kind: 'locked' });
    expect(redemptionFailure({ status: 400, data: { message: 'PIN' } })).toEqual({
      kind: 'refused',
      message: 'PIN',
    });
  });

  it('retries with the same key only when no answer came', () => {
    const noAnswer = [
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      { status: 'TIMEOUT_ERROR' },
      { status: 502 },
      undefined,
    ].map(redemptionFailure);
    for (const outcome of noAnswer) {
      expect(outcome).toEqual({ kind: 'noAnswer' });
      expect(keepsKey(outcome)).toBe(true);
    }
    expect(keepsKey(redemptionFailure({ status: 403 }))).toBe(false);
    expect(keepsKey(redemptionFailure({ status: 409 }))).toBe(false);
  });
});
