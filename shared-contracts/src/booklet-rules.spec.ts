import {
  bookletBadge,
  currentBookletYear,
  isCurrentYearBooklet,
  isInVoucherFilter,
  mayOrderNow,
  isPreOrder,
  isPubliclyVisible,
  showsVoucherCount,
  type BookletDates,
} from './booklet-rules.js';
import { BookletState } from './enums.js';

const PRE_ORDER = '2025-09-01T00:00:00.000Z';
const ORDER = '2025-11-01T00:00:00.000Z';
const justBefore = (iso: string) => new Date(Date.parse(iso) - 1000);
const justAfter = (iso: string) => new Date(Date.parse(iso) + 1000);

function booklet(state: BookletState, dates: Partial<BookletDates> = {}): BookletDates {
  return { state, preOrderFromDate: PRE_ORDER, orderFromDate: ORDER, ...dates };
}

describe('isPubliclyVisible', () => {
  it.each([
    [BookletState.Published, justBefore(PRE_ORDER), true],
    [BookletState.Published, justAfter(PRE_ORDER), true],
    [BookletState.SoldOut, justBefore(PRE_ORDER), true],
    [BookletState.SoldOut, justAfter(ORDER), true],
    [BookletState.Draft, justBefore(PRE_ORDER), false],
    [BookletState.Draft, justAfter(PRE_ORDER), true],
    [BookletState.Archived, justBefore(PRE_ORDER), false],
    [BookletState.Archived, justAfter(ORDER), false],
  ])('state %i at %s: %s', (state, now, visible) => {
    expect(isPubliclyVisible(booklet(state), now)).toBe(visible);
  });

  it('hides a draft without a pre-order date', () => {
    expect(
      isPubliclyVisible(booklet(BookletState.Draft, { preOrderFromDate: null }), justAfter(ORDER)),
    ).toBe(false);
  });
});

describe('isPreOrder', () => {
  const draft = booklet(BookletState.Draft);

  it('is false before the pre-order date', () => {
    expect(isPreOrder(draft, justBefore(PRE_ORDER))).toBe(false);
  });

  it('is true between the pre-order and the order date', () => {
    expect(isPreOrder(draft, justAfter(PRE_ORDER))).toBe(true);
    expect(isPreOrder(draft, justBefore(ORDER))).toBe(true);
  });

  it('ends when the order date comes', () => {
    expect(isPreOrder(draft, new Date(ORDER))).toBe(false);
    expect(isPreOrder(draft, justAfter(ORDER))).toBe(false);
  });

  it('is false without a pre-order date or without an order date', () => {
    expect(
      isPreOrder(booklet(BookletState.Draft, { preOrderFromDate: null }), justAfter(PRE_ORDER)),
    ).toBe(false);
    expect(
      isPreOrder(booklet(BookletState.Draft, { orderFromDate: null }), justAfter(PRE_ORDER)),
    ).toBe(false);
  });
});

describe('mayOrderNow', () => {
  it.each([
    [BookletState.Draft, justBefore(PRE_ORDER), false],
    [BookletState.Draft, justAfter(PRE_ORDER), true],
    [BookletState.Published, justBefore(PRE_ORDER), false],
    [BookletState.Published, justAfter(PRE_ORDER), true],
    [BookletState.Published, justAfter(ORDER), true],
    [BookletState.SoldOut, justAfter(ORDER), false],
    [BookletState.Archived, justAfter(ORDER), false],
  ])('state %i at %s: %s', (state, now, orderable) => {
    expect(mayOrderNow(booklet(state), now)).toBe(orderable);
  });

  it('refuses a booklet without a pre-order date', () => {
    expect(
      mayOrderNow(booklet(BookletState.Published, { preOrderFromDate: null }), justAfter(ORDER)),
    ).toBe(false);
  });

  it('counts the pre-order date itself as passed', () => {
    expect(mayOrderNow(booklet(BookletState.Published), new Date(PRE_ORDER))).toBe(true);
  });
});

describe('bookletBadge', () => {
  it.each([
    [BookletState.SoldOut, justAfter(PRE_ORDER), 'soldOut'],
    [BookletState.SoldOut, justBefore(PRE_ORDER), 'soldOut'],
    [BookletState.Draft, justAfter(PRE_ORDER), 'preOrder'],
    [BookletState.Published, justBefore(ORDER), 'preOrder'],
    [BookletState.Published, justAfter(ORDER), 'order'],
    [BookletState.Published, justBefore(PRE_ORDER), null],
    [BookletState.Draft, justBefore(PRE_ORDER), null],
    [BookletState.Archived, justAfter(ORDER), null],
  ])('state %i at %s shows %s', (state, now, badge) => {
    expect(bookletBadge(booklet(state), now)).toBe(badge);
  });

  it('offers ordering exactly when the booklet may be ordered now', () => {
    const states = [
      BookletState.Draft,
      BookletState.Published,
      BookletState.SoldOut,
      BookletState.Archived,
    ];
    const times = [justBefore(PRE_ORDER), justAfter(PRE_ORDER), justAfter(ORDER)];
    const dates = [{}, { preOrderFromDate: null }, { orderFromDate: null }];
    for (const state of states) {
      for (const now of times) {
        for (const date of dates) {
          const badge = bookletBadge(booklet(state, date), now);
          const offersOrder = badge === 'order' || badge === 'preOrder';
          expect({ state, now, date, offersOrder }).toEqual({
            state,
            now,
            date,
            offersOrder: mayOrderNow(booklet(state, date), now),
          });
        }
      }
    }
  });
});

describe('showsVoucherCount and isInVoucherFilter', () => {
  it.each([
    [BookletState.Draft, false],
    [BookletState.Published, true],
    [BookletState.SoldOut, true],
    [BookletState.Archived, false],
  ])('state %i: %s', (state, shown) => {
    expect(showsVoucherCount({ state })).toBe(shown);
    expect(isInVoucherFilter({ state })).toBe(shown);
  });
});

describe('currentBookletYear', () => {
  it('stays in this year until 31 July 23:59 Swiss time', () => {
    expect(currentBookletYear(new Date('2025-07-31T23:59:00+02:00'))).toBe(2025);
  });

  it('moves to next year on 1 August Swiss time', () => {
    expect(currentBookletYear(new Date('2025-08-01T00:00:00+02:00'))).toBe(2026);
  });

  it('keeps next year until the end of December and turns in January', () => {
    expect(currentBookletYear(new Date('2025-12-31T23:59:00+01:00'))).toBe(2026);
    expect(currentBookletYear(new Date('2026-01-01T00:00:00+01:00'))).toBe(2026);
  });
});

describe('isCurrentYearBooklet', () => {
  const august = new Date('2025-08-15T12:00:00+02:00');

  it.each([
    [BookletState.Draft, true],
    [BookletState.Published, true],
    [BookletState.SoldOut, true],
    [BookletState.Archived, false],
  ])('a 2026 booklet in state %i in August 2025: %s', (state, current) => {
    expect(isCurrentYearBooklet({ state, year: 2026 }, august)).toBe(current);
  });

  it("does not count this year's booklet from August on", () => {
    expect(isCurrentYearBooklet({ state: BookletState.Published, year: 2025 }, august)).toBe(false);
    expect(
      isCurrentYearBooklet(
        { state: BookletState.Published, year: 2025 },
        new Date('2025-07-31T23:59:00+02:00'),
      ),
    ).toBe(true);
  });
});
