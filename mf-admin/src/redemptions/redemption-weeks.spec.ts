import { redemptionsPerVoucher, redemptionsPerWeek, weekOf } from './redemption-weeks';

const redemption = (voucherId: number, redeemedAt: string) => ({
  voucherId,
  offerShort: `Angebot ${voucherId}`,
  bookletId: 1,
  regionName: 'Aarau-Baden',
  year: 2027,
  redeemedAt,
});

describe('a company’s redemptions per week', () => {
  it('counts a week from Monday, in Swiss time', () => {
    expect(weekOf(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-23');
    // Sunday 23:30 UTC is already Monday in Zurich.
    expect(weekOf(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
  });

  it('lists the last weeks, empty ones with 0, and leaves out older redemptions', () => {
    const weeks = redemptionsPerWeek(
      [
        redemption(1, '2026-11-24T09:00:00Z'),
        redemption(2, '2026-11-26T09:00:00Z'),
        redemption(1, '2026-11-10T09:00:00Z'),
        redemption(1, '2025-01-10T09:00:00Z'),
      ],
      new Date('2026-11-27T12:00:00Z'),
      4,
    );
    expect(weeks).toEqual([
      { week: '2026-11-02', redemptions: 0 },
      { week: '2026-11-09', redemptions: 1 },
      { week: '2026-11-16', redemptions: 0 },
      { week: '2026-11-23', redemptions: 2 },
    ]);
  });

  it('totals each voucher, the most redeemed first', () => {
    expect(
      redemptionsPerVoucher([
        redemption(2, '2026-11-24T09:00:00Z'),
        redemption(1, '2026-11-24T09:00:00Z'),
        redemption(1, '2026-11-25T09:00:00Z'),
      ]).map((row) => [row.voucherId, row.redemptions]),
    ).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });
});
