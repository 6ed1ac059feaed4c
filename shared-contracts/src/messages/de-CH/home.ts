export default {
  toVouchers: 'Zu den Gutscheinen',
  toOrder: 'Jetzt bestellen',
  pauseVideo: 'Video anhalten',
  playVideo: 'Video abspielen',
  welcomeTitle: 'Willkommen',
  bookletsTitle: 'Unsere Booklets',
  orderTitle: 'Booklet bestellen',
  coronaTitle: 'Corona',
  outletsTitle: 'Verkaufsstellen',
  vouchersTitle: 'Gutscheine',
};
