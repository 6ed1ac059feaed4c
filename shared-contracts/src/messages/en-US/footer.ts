import type footer from '../de-CH/footer.js';

const messages: typeof footer = {
  contact: 'Contact',
  legalNotice: 'Legal notice',
  terms: 'Terms and conditions',
  login: 'Log in',
  logout: 'Log out',
  navigation: 'Service',
  currentBooklets: 'Current booklets',
  copyright: '© {year} 2for1 voucher booklet. All rights reserved.',
};

export default messages;
