import type booklet from '../de-CH/booklet.js';

const messages: typeof booklet = {
  badgeSoldOut: 'Sold out',
  badgePreOrder: 'Pre-order',
  badgeOrder: 'Order!',
  voucherCount_one: '{num} voucher',
  voucherCount_other: '{num} vouchers',
  coverAlt: 'Cover {region} {year}',
};

export default messages;
