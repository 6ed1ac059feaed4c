import { VoucherStateClass, type BookletStatistics, type Statistics } from '@gb/contracts';

/** What a booklet is called in the charts and tables: its region and year. */
export const bookletName = (booklet: BookletStatistics) => `${booklet.regionName} ${booklet.year}`;

/** The voucher states any booklet of the season has, in the workflow's order. */
export function statesOf(statistics: Statistics): VoucherStateClass[] {
  return Object.values(VoucherStateClass).filter((state) =>
    statistics.booklets.some((booklet) => (booklet.vouchersByState[state] ?? 0) > 0),
  );
}

/** Booklets partners took, both kinds of partner order together. */
export const partnerBooklets = (figures: Pick<BookletStatistics, 'partnerOrders'>) =>
  figures.partnerOrders.Commission.booklets + figures.partnerOrders.Purchase.booklets;

export const returnedBooklets = (figures: Pick<BookletStatistics, 'returns'>) =>
  figures.returns.Commission.booklets + figures.returns.Purchase.booklets;
