// Rules of a booklet's season that only the dashboards and the api need: a subpath of the
// contracts (with the schemas), so they never travel in Home's first load.
import type { BookletDates } from '../booklet-rules.js';
import { BookletState, VoucherStateClass } from '../enums.js';

/** The Swiss VAT rates in force (normal, accommodation, reduced) and none, in percent. */
export const SWISS_VAT_RATES = [0, 2.6, 3.8, 8.1] as const;

export function isSwissVatRate(percent: number): boolean {
  return (SWISS_VAT_RATES as readonly number[]).includes(percent);
}

/** A booklet's pre-order phase starts before its ordering does (equal: no pre-order phase). */
export function isPreOrderBeforeOrder(dates: Omit<BookletDates, 'state'>): boolean {
  if (!dates.preOrderFromDate || !dates.orderFromDate) return true;
  return Date.parse(dates.preOrderFromDate) <= Date.parse(dates.orderFromDate);
}

/** The booklet states in the order a season passes through them. */
export const BOOKLET_STATE_ORDER = [
  BookletState.Draft,
  BookletState.Published,
  BookletState.SoldOut,
  BookletState.Archived,
] as const;

/**
 * The booklet-wide moves (spec section 4, DESIGN "Booklets"): every voucher of a booklet from one
 * state to the next through the voucher workflow, with its mails: request approval (from Created,
 * and from SystemCreated for a cloned season) and send the good-for-printing to the companies.
 */
export const BOOKLET_WIDE_MOVES = [
  { from: VoucherStateClass.Created, to: VoucherStateClass.WaitingForApproval },
  { from: VoucherStateClass.SystemCreated, to: VoucherStateClass.WaitingForApproval },
  {
    from: VoucherStateClass.GoodForPrintingInProgress,
    to: VoucherStateClass.GoodForPrintingCreated,
  },
] as const;

export function isBookletWideMove(from: VoucherStateClass, to: VoucherStateClass): boolean {
  return BOOKLET_WIDE_MOVES.some((move) => move.from === from && move.to === to);
}
