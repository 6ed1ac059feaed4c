import type { BookletSellThrough, SellThroughRow } from '@gb/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Further out than this a pace says nothing about a reprint: no run-out day is promised. */
const OUTLOOK_DAYS = 3 * 365;

/** One point of sale's booklet: sold = delivered − still held − returned, once it reported. */
export function sellThroughOf(
  row: Omit<SellThroughRow, 'sold' | 'sellThroughRate'>,
): SellThroughRow {
  const sold = row.held === null ? null : Math.max(0, row.delivered - row.held - row.returned);
  const sellThroughRate = sold === null || row.delivered === 0 ? null : sold / row.delivered;
  return { ...row, sold, sellThroughRate };
}

/**
 * A booklet's printed quantity against what sold (publicly and at points of sale): what is left,
 * the pace per day since the sale began, and the day the rest runs out at that pace (none when
 * that is more than three years away).
 */
export function bookletSellThroughOf(
  booklet: {
    bookletId: number;
    bookletName: string;
    qtyPrinted: number | null;
    soldPublicly: number;
    soldByPartners: number;
    saleStart: Date | null;
  },
  now: Date,
): BookletSellThrough {
  const { bookletId, bookletName, qtyPrinted, soldPublicly, soldByPartners, saleStart } = booklet;
  const sold = soldPublicly + soldByPartners;
  const left = qtyPrinted === null ? null : Math.max(0, qtyPrinted - sold);
  // At least one day, so a first day's sales do not promise an absurd pace.
  const days = saleStart ? Math.max(1, (now.getTime() - saleStart.getTime()) / DAY_MS) : 0;
  const perDay = days > 0 && saleStart! <= now ? sold / days : 0;
  const daysLeft = left === null || perDay === 0 ? Infinity : Math.ceil(left / perDay);
  const runOutDate =
    daysLeft > OUTLOOK_DAYS
      ? null
      : new Date(now.getTime() + daysLeft * DAY_MS).toISOString().slice(0, 10);
  return {
    bookletId,
    bookletName,
    qtyPrinted,
    soldPublicly,
    soldByPartners,
    left,
    perDay,
    runOutDate,
  };
}
