import type home from '../de-CH/home.js';

const messages: typeof home = {
  toVouchers: 'To the vouchers',
  toOrder: 'Order now',
  pauseVideo: 'Pause the video',
  playVideo: 'Play the video',
  welcomeTitle: 'Welcome',
  bookletsTitle: 'Our booklets',
  orderTitle: 'Order a booklet',
  coronaTitle: 'Corona',
  outletsTitle: 'Points of sale',
  vouchersTitle: 'Vouchers',
};

export default messages;
