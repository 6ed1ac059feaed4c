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
  notAnImage: 'The file is not an image. JPG, PNG, BMP, GIF and WebP are allowed.',
  fileEmpty: 'The file is empty',
  fileMissing: 'No file was sent',
  sessionEnded: 'Your login has ended, please log in again',
  userOutranks: 'You may not change a user whose role is higher than yours',
  companyNotFound: 'This company does not exist',
  referenceNotFound: 'A record named in the request does not exist',
  alreadyExists: 'This entry already exists',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another request',
  imageTooLarge: 'The image is too large: at most {maxMegapixels} megapixels are allowed',
  imageUnreadable: 'The image cannot be shown',
  noPreview: 'There is no preview of this file, please download it',
  voucherNotEditable: 'You may not edit this voucher in its current state',
  voucherStateChanged: "The voucher's state has changed in the meantime, please reload",
  notResponsibleUser: 'This user cannot be the responsible user',
  commentNotAuthor: 'Only the author or a franchisee may change this comment',
  bookletCommentNotAuthor: 'Only the author or an admin may change this comment',
  noMailInState: 'No mail is waiting for the company in this state',
  bookletYearTaken: 'This region already has a booklet for that year',
  notALogo: 'The file is not a logo. AI, EPS, SVG, JPG, PNG, BMP, GIF and WebP are allowed.',
  svgActiveContent:
    'The SVG contains scripts, event handlers or external references and is not accepted',
  notAProof: 'The proof must be a PDF or an image (JPG, PNG, BMP, GIF, WebP)',
  proofOutdated: 'A newer proof version exists meanwhile, please reload',
  proofMissing:
    'This voucher has no proof (GzD) yet: without one it can neither be sent nor approved',
  proofLocked: 'No proof can be uploaded in this state',
  companyInUse: 'This company still has vouchers, orders or users and cannot be deleted',
  notAPdf: 'The file is not a PDF',
  purchaseLimitReached:
    'You can buy {maxQuantity} more of this booklet: booklets without a voucher of your own at most 5 a year',
  returnLimit: 'At most {maxQuantity} copies of this booklet can be returned',
  purchaseNotReturnable: 'Bought booklets cannot be returned',
  companyRequired: 'Please choose the company',
  returnedAboveRequested: 'No more booklets can come back than were announced',
  textBlockCanonicalTaken: "Another text block already has the canonical '{canonical}' ({locale})",
  textBlockWithoutOriginal:
    "A translation needs the German text block '{canonical}': create that one first",
  textBlockTranslationRenamed:
    'A translation keeps the canonical of its German text block: change it there',
  activationCodeUnknown: 'This activation code does not exist',
  activationCodeTaken:
    'This activation code was already activated with another e-mail address. If it is your booklet, our customer service will help you.',
  activationTooManyWrongCodes:
    'Too many wrong activation codes, please try again in a quarter of an hour',
  walletNotFound:
    'This wallet does not exist (any more): please open the newest link from your e-mail',
  walletLinkTooMany:
    'Too many new links were asked for this e-mail address, please try again in a quarter of an hour',
  walletVoucherNotFound: 'This voucher is in none of the booklets of your wallet',
  redemptionPinWrong: 'The PIN is wrong: please let the business enter it',
  redemptionLocked:
    'Too many wrong PINs for this voucher, please try again in a quarter of an hour',
  voucherAlreadyRedeemed: 'This voucher was already redeemed on {redeemedAt}',
  bookletNotRedeemable: 'The vouchers of this booklet can no longer be redeemed',
};

export default messages;
