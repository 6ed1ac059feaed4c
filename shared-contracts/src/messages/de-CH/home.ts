export default {
  toVouchers: 'Zu den Gutscheinen',
  toOrder: 'Jetzt bestellen',
  welcomeTitle: 'Willkommen',
  bookletsTitle: 'Unsere Booklets',
  orderTitle: 'Booklet bestellen',
  coronaTitle: 'Corona',
  outletsTitle: 'Verkaufsstellen',
  vouchersTitle: 'Gutscheine',
};
