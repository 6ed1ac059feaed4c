import type topBar from '../de-CH/top-bar.js';

const messages: typeof topBar = {
  home: 'To the home page',
  contact: 'Contact',
  becomePartner: 'Become a partner',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  language: 'Language',
  navigation: 'Pages',
  skipToContent: 'Skip to main content',
};

export default messages;
