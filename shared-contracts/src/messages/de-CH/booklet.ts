export default {
  badgeSoldOut: 'Ausverkauft',
  badgePreOrder: 'Vorbestellen',
  badgeOrder: 'Bestellen!',
  voucherCount_one: '{num} Gutschein',
  voucherCount_other: '{num} Gutscheine',
  coverAlt: 'Titelbild {region} {year}',
};
