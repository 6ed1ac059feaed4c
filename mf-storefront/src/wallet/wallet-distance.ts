import type { WalletVoucher } from '@gb/contracts/answers';

/** A position in degrees, as the phone's location or a voucher's address has it. */
export interface Position {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The distance in metres between two positions along the earth's surface (haversine). */
export function distanceInMetres(from: Position, to: Position): number {
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A voucher with its distance from the visitor; null when its address has no position. */
export interface VoucherNearby<V extends WalletVoucher = WalletVoucher> {
  voucher: V;
  metres: number | null;
}

/**
 * The vouchers nearest first; those without a position keep their order at the end. Without a
 * position of the visitor the order stays as it is, with no distances.
 */
export function byDistance<V extends WalletVoucher>(
  vouchers: readonly V[],
  from: Position | null,
): VoucherNearby<V>[] {
  const nearby = vouchers.map((voucher) => ({
    voucher,
    metres:
      from && voucher.lat !== null && voucher.lon !== null
        ? distanceInMetres(from, { lat: voucher.lat, lon: voucher.lon })
        : null,
  }));
  if (!from) return nearby;
  return nearby
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) => (a.entry.metres ?? Infinity) - (b.entry.metres ?? Infinity) || a.index - b.index,
    )
    .map(({ entry }) => entry);
}

/**
 * A distance as a visitor reads it: metres rounded to ten below one kilometre, kilometres with
 * one decimal below ten and whole ones beyond, in the locale's digits.
 */
export function formatDistance(metres: number, locale: string): string {
  if (metres < 1000) {
    const rounded = Math.max(10, Math.round(metres / 10) * 10);
    return `${new Intl.NumberFormat(locale).format(rounded === 1000 ? 990 : rounded)} m`;
  }
  const km = metres / 1000;
  const digits = km < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(km)} km`;
}
