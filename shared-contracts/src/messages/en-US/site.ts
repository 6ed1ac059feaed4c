import type site from '../de-CH/site.js';

const messages: typeof site = {
  title: '2for1 voucher booklet',
  slogan: 'Two enjoy, one pays',
  logoAlt: 'Voucher booklet logo',
};

export default messages;
