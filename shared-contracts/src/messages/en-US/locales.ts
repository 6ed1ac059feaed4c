import type locales from '../de-CH/locales.js';

const messages: typeof locales = {
  deCH: 'Deutsch',
  enUS: 'English',
};

export default messages;
