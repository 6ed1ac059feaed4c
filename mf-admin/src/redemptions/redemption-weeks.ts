import type { CompanyRedemption } from '@gb/contracts/answers';

/** The weeks a company's chart shows, the current one last. */
export const CHART_WEEKS = 12;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Calendar dates as the portal's business reads them (Swiss time), as YYYY-MM-DD. */
const swissDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Monday (YYYY-MM-DD, Swiss calendar) of the week of the instant. */
export function weekOf(instant: Date): string {
  const day = new Date(`${swissDate.format(instant)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Redemptions per week for the last `weeks` weeks up to `now`'s, empty weeks with 0. */
export function redemptionsPerWeek(
  redemptions: readonly Pick<CompanyRedemption, 'redeemedAt'>[],
  now: Date,
  weeks = CHART_WEEKS,
): { week: string; redemptions: number }[] {
  const current = new Date(`${weekOf(now)}T00:00:00Z`).getTime();
  const counts = new Map<string, number>();
  for (let index = weeks - 1; index >= 0; index -= 1) {
    counts.set(new Date(current - index * 7 * DAY_MS).toISOString().slice(0, 10), 0);
  }
  for (const { redeemedAt } of redemptions) {
    const week = weekOf(new Date(redeemedAt));
    const count = counts.get(week);
    if (count !== undefined) counts.set(week, count + 1);
  }
  return [...counts].map(([week, count]) => ({ week, redemptions: count }));
}

/** Each voucher's redemptions, the most redeemed first. */
export function redemptionsPerVoucher(
  redemptions: readonly CompanyRedemption[],
): { voucherId: number; offerShort: string; redemptions: number }[] {
  const byVoucher = new Map<
    number,
    { voucherId: number; offerShort: string; redemptions: number }
  >();
  for (const { voucherId, offerShort } of redemptions) {
    const row = byVoucher.get(voucherId) ?? { voucherId, offerShort, redemptions: 0 };
    row.redemptions += 1;
    byVoucher.set(voucherId, row);
  }
  return [...byVoucher.values()].sort(
    (a, b) => b.redemptions - a.redemptions || a.offerShort.localeCompare(b.offerShort),
  );
}
