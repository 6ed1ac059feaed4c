export default {
  badgeSoldOut: 'Ausverkauft',
  badgePreOrder: 'Vorbestellen',
  badgeOrder: 'Bestellen!',
  voucherCount: '{num} Gutscheine',
  coverAlt: 'Titelbild {region} {year}',
};
