import type apiErrors from '../de-CH/api-errors.js';

const messages: typeof apiErrors = {
  badRequest: 'The request is not valid',
  unauthorized: 'Please log in',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  conflict: 'The data has been changed in the meantime',
  tooManyRequests: 'Too many requests, please try again later',
  payloadTooLarge: 'The file is too large to upload',
  internal: 'An error has occurred',
  stateNotAllowed: 'This state change is not allowed',
  bookletNotOrderable: 'An error has occurred, this booklet cannot be ordered',
  purchaseLimit: 'At most {maxQuantity} copies of this booklet can be ordered',
  notAnImage: 'The file is not an image. JPG, PNG, GIF and WebP are allowed.',
  fileMissing: 'No file was sent',
  sessionEnded: 'Your login has ended, please log in again',
  userOutranks: 'You may not change a user whose role is higher than yours',
  companyNotFound: 'This company does not exist',
  referenceNotFound: 'A record named in the request does not exist',
  alreadyExists: 'This entry already exists',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another request',
  imageTooLarge: 'The image is too large: at most {maxMegapixels} megapixels are allowed',
  imageUnreadable: 'The image cannot be shown',
  voucherNotEditable: 'You may not edit this voucher in its current state',
  voucherStateChanged: "The voucher's state has changed in the meantime, please reload",
  notResponsibleUser: 'This user cannot be the responsible user',
  commentNotAuthor: 'Only the author or a franchisee may change this comment',
  noMailInState: 'No mail is waiting for the company in this state',
  bookletYearTaken: 'This region already has a booklet for that year',
  notAPdf: 'The file is not a PDF',
};

export default messages;
