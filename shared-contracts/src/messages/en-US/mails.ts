import type mails from '../de-CH/mails.js';

const messages: typeof mails = {
  resetPasswordSubject: 'Reset your password',
  resetPasswordText:
    'Hello {name}\n\nThis link logs you in once so you can set a new password:\n{link}\n\nKind regards\n2for1 voucher booklet',
};

export default messages;
