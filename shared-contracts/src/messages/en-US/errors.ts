import type errors from '../de-CH/errors.js';

const messages: typeof errors = {
  generic: 'An error has occurred',
  formNotValid: 'Form not valid',
  voucherNotAllowed: 'You are not allowed to view this voucher.',
  textBlockNotFound: 'Text block not found: {canonical}',
  uploadTooLarge: 'The file is too large to upload',
};

export default messages;
