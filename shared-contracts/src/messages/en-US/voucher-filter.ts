import type voucherFilter from '../de-CH/voucher-filter.js';

const messages: typeof voucherFilter = {
  fulltext: 'Search',
  booklet: 'Booklet',
  category: 'Category',
  allCategories: 'All categories',
  found: '{num} voucher(s) found',
  none: 'no vouchers found',
  gallery: 'Gallery',
  map: 'Map',
  noImage: 'No image available',
  ctrlToZoom: 'Hold the Ctrl key to zoom with the mouse wheel',
};

export default messages;
