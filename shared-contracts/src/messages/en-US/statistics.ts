import type statistics from '../de-CH/statistics.js';

const messages: typeof statistics = {
  year: 'Year',
  loading: 'Loading statistics …',
  noBooklets: 'There are no booklets for {year}.',
  totals: 'Total {year}',
  publicOrders: 'Website orders',
  publicBooklets: 'Website booklets',
  revenue: 'Revenue incl. VAT',
  vat: 'of which VAT',
  partnerBooklets: 'Booklets to partners',
  returned: 'Returned',
  printed: 'Printed',
  sold: 'Sold',
  booklet: 'Booklet',
  vouchersByState: 'Vouchers by state',
  ordersPerDay: 'Orders per day (website)',
  printedVsSold: 'Printed and sold',
  perBooklet: 'Figures per booklet',
  date: 'Date',
  orders: 'Orders',
  booklets: 'Booklets',
  unknown: 'unknown',
  noOrders: 'No orders yet.',
  chartLabel: '{title} (chart; its numbers are in the table beside it)',
  partnerOrders: 'Partner orders {type}: booklets (orders)',
  returns: 'Returns {type}: booklets (returns)',
};

export default messages;
