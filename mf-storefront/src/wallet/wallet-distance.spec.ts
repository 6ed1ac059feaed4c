import { walletVoucher } from './testing/wallet-voucher';
import { byDistance, distanceInMetres, formatDistance } from './wallet-distance';

const BADEN = { lat: 47.4733, lon: 8.3059 };
const ZUG = { lat: 47.1662, lon: 8.5155 };

const voucher = (id: number, position: { lat: number; lon: number } | null) =>
  walletVoucher(id, { lat: position?.lat ?? null, lon: position?.lon ?? null });

describe('distances', () => {
  it('measures along the earth: Baden to Zug is about 37.5 km, a place to itself 0', () => {
    expect(distanceInMetres(BADEN, ZUG)).toBeGreaterThan(37_000);
    expect(distanceInMetres(BADEN, ZUG)).toBeLessThan(38_000);
    expect(distanceInMetres(ZUG, BADEN)).toBeCloseTo(distanceInMetres(BADEN, ZUG), 6);
    expect(distanceInMetres(BADEN, BADEN)).toBe(0);
  });

  it('sorts the nearest first and those without a position last, in their order', () => {
    const near = { lat: BADEN.lat + 0.001, lon: BADEN.lon };
    const vouchers = [voucher(1, ZUG), voucher(2, null), voucher(3, near), voucher(4, null)];
    const sorted = byDistance(vouchers, BADEN);
    expect(sorted.map((entry) => entry.voucher.id)).toEqual([3, 1, 2, 4]);
    expect(Math.round(sorted[0]!.metres!)).toBe(111);
    expect(sorted[2]!.metres).toBeNull();
  });

  it("keeps the order and gives no distance without the visitor's position", () => {
    const vouchers = [voucher(1, ZUG), voucher(2, BADEN)];
    expect(byDistance(vouchers, null)).toEqual([
      { voucher: vouchers[0], metres: null },
      { voucher: vouchers[1], metres: null },
    ]);
  });

  it('words a distance in metres below a kilometre and in kilometres beyond, per locale', () => {
    expect(formatDistance(3, 'de-CH')).toBe('10 m');
    expect(formatDistance(347, 'de-CH')).toBe('350 m');
    expect(formatDistance(996, 'de-CH')).toBe('990 m');
    expect(formatDistance(1_250, 'de-CH')).toBe('1.3 km');
    expect(formatDistance(37_512, 'en-US')).toBe('38 km');
    // The Swiss group mark is whichever this engine's ICU writes (’ or ').
    expect(formatDistance(12_345_000, 'de-CH')).toBe(
      `${new Intl.NumberFormat('de-CH').format(12_345)} km`,
    );
    expect(formatDistance(12_345_000, 'en-US')).toBe('12,345 km');
  });
});
