import { BookletState } from './enums.js';
import { dateTimeFormat } from './intl-formats.js';
import type { MessageKey } from './messages/catalogue.js';

/** What the rules need of a booklet; both `Booklet` and `PublicBooklet` fit. */
export interface BookletDates {
  state: BookletState;
  /** ISO date; missing means the pre-order phase has not begun. */
  preOrderFromDate?: string | null;
  /** ISO date; missing means ordering is not announced for a later day. */
  orderFromDate?: string | null;
}

export type BookletBadge = 'soldOut' | 'preOrder' | 'order';

/** Business dates are reckoned in Swiss time, whatever the machine's zone. */
const BUSINESS_TIME_ZONE = 'Europe/Zurich';
const AUGUST = 8;

/** True when the ISO date lies at or before `now`; a missing or unreadable date never passed. */
function hasPassed(iso: string | null | undefined, now: Date): boolean {
  if (!iso) return false;
  const at = Date.parse(iso);
  return !Number.isNaN(at) && at <= now.getTime();
}

/** True when the ISO date lies after `now`; a missing date is not in the future. */
function isInFuture(iso: string | null | undefined, now: Date): boolean {
  if (!iso) return false;
  const at = Date.parse(iso);
  return !Number.isNaN(at) && at > now.getTime();
}

export function hasPreOrderStarted(booklet: BookletDates, now: Date): boolean {
  return hasPassed(booklet.preOrderFromDate, now);
}

/** Public list: Published and SoldOut; Draft once pre-ordering began; Archived never. */
export function isPubliclyVisible(booklet: BookletDates, now: Date): boolean {
  switch (booklet.state) {
    case BookletState.Published:
    case BookletState.SoldOut:
      return true;
    case BookletState.Draft:
      return hasPreOrderStarted(booklet, now);
    default:
      return false;
  }
}

/** Pre-order phase: the pre-order date passed, the order date is still ahead. */
export function isPreOrder(booklet: BookletDates, now: Date): boolean {
  return hasPreOrderStarted(booklet, now) && isInFuture(booklet.orderFromDate, now);
}

/**
 * May order now: not Archived, not SoldOut, and its pre-order date has passed (spec section 4).
 * The one rule of the order badge, the order form, public orders and partner orders: a badge that
 * says "Bestellen!" always ticks a booklet the form offers and the api accepts.
 */
export function mayOrderNow(booklet: BookletDates, now: Date): boolean {
  if (booklet.state === BookletState.Archived || booklet.state === BookletState.SoldOut) {
    return false;
  }
  return hasPreOrderStarted(booklet, now);
}

/**
 * The card's badge: sold out; pre-order or order while it may be ordered now; none otherwise
 * (a Published booklet whose pre-order date is still ahead shows its vouchers, no order badge).
 */
export function bookletBadge(booklet: BookletDates, now: Date): BookletBadge | null {
  if (booklet.state === BookletState.SoldOut) return 'soldOut';
  if (!mayOrderNow(booklet, now)) return null;
  return isPreOrder(booklet, now) ? 'preOrder' : 'order';
}

/** The catalogue message each badge shows: the storefront's card and the server's first screen. */
export const BOOKLET_BADGE_KEYS = {
  soldOut: 'booklet.badgeSoldOut',
  preOrder: 'booklet.badgePreOrder',
  order: 'booklet.badgeOrder',
} as const satisfies Record<BookletBadge, MessageKey>;

/** The card shows how many vouchers a booklet holds once it is out. */
export function showsVoucherCount(booklet: Pick<BookletDates, 'state'>): boolean {
  return booklet.state === BookletState.Published || booklet.state === BookletState.SoldOut;
}

/** From August on, next year's booklets are the current ones. */
export function currentBookletYear(now: Date): number {
  const parts = dateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  return month >= AUGUST ? year + 1 : year;
}

const CURRENT_YEAR_STATES: readonly BookletState[] = [
  BookletState.Draft,
  BookletState.Published,
  BookletState.SoldOut,
];

export function isCurrentYearBooklet(
  booklet: Pick<BookletDates, 'state'> & { year: number },
  now: Date,
): boolean {
  return booklet.year === currentBookletYear(now) && CURRENT_YEAR_STATES.includes(booklet.state);
}

/** The storefront's voucher filter offers only booklets that are out. */
export function isInVoucherFilter(booklet: Pick<BookletDates, 'state'>): boolean {
  return showsVoucherCount(booklet);
}
