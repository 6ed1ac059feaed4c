import type voucherFilter from '../de-CH/voucher-filter.js';

const messages: typeof voucherFilter = {
  fulltext: 'Search',
  booklet: 'Booklet',
  category: 'Category',
  allCategories: 'All categories',
  found_one: '{num} voucher found',
  found_other: '{num} vouchers found',
  none: 'no vouchers found',
  views: 'Show vouchers as',
  gallery: 'Gallery',
  map: 'Map',
  noImage: 'No image available',
  categories: {
    restaurant: 'Restaurant',
    cafeBakery: 'Café & bakery',
    barLounge: 'Bar & lounge',
    leisureSport: 'Leisure & sport',
    wellnessBeauty: 'Wellness & beauty',
    culture: 'Culture',
    shopping: 'Shopping',
    accommodation: 'Accommodation',
  },
  tilesUnavailable: 'The map itself cannot be loaded right now; the vouchers are still shown.',
  ctrlToZoom: 'Hold the Ctrl key to zoom with the mouse wheel',
};

export default messages;
