import { HttpStatus } from '@nestjs/common';
import type { MessageKey } from '@gb/contracts';

import { IdempotencyErrorCode } from '../common/idempotency/idempotency.exception.js';
import { AppointmentErrorCode } from '../modules/appointments/exceptions/appointment.exception.js';
import { AuthErrorCode } from '../modules/auth/exceptions/auth.exception.js';
import { BookletErrorCode } from '../modules/booklets/exceptions/booklet.exception.js';
import { CompanyErrorCode } from '../modules/companies/exceptions/company.exception.js';
import { FileErrorCode } from '../modules/files/exceptions/file.exception.js';
import { OrderErrorCode } from '../modules/orders/exceptions/order.exception.js';
import { PartnerOrderErrorCode } from '../modules/partner-orders/exceptions/partner-order.exception.js';
import { RegionErrorCode } from '../modules/regions/exceptions/region.exception.js';
import { TextBlockErrorCode } from '../modules/text-blocks/exceptions/text-block.exception.js';
import { UserErrorCode } from '../modules/users/exceptions/user.exception.js';
import { VoucherErrorCode } from '../modules/vouchers/exceptions/voucher.exception.js';
import { WalletErrorCode } from '../modules/wallet/exceptions/wallet.exception.js';
import { CommonErrorCode } from './common.exception.js';

/** Every error code of every domain. */
export type ErrorCode =
  | CommonErrorCode
  | IdempotencyErrorCode
  | AuthErrorCode
  | UserErrorCode
  | OrderErrorCode
  | PartnerOrderErrorCode
  | RegionErrorCode
  | TextBlockErrorCode
  | FileErrorCode
  | VoucherErrorCode
  | BookletErrorCode
  | CompanyErrorCode
  | AppointmentErrorCode
  | WalletErrorCode;

export interface ErrorResponse {
  status: HttpStatus;
  /** The catalogue message the client reads, in its locale. */
  key: MessageKey;
}

const respond = (status: HttpStatus, key: MessageKey): ErrorResponse => ({ status, key });
const { BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT } = HttpStatus;

/** The one place where an error code becomes an HTTP status and a catalogue message. */
export const ERROR_RESPONSES: Record<ErrorCode, ErrorResponse> = {
  [CommonErrorCode.BAD_REQUEST]: respond(BAD_REQUEST, 'apiErrors.badRequest'),
  [CommonErrorCode.NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [CommonErrorCode.CONFLICT]: respond(CONFLICT, 'apiErrors.conflict'),
  [CommonErrorCode.ALREADY_EXISTS]: respond(CONFLICT, 'apiErrors.alreadyExists'),
  [CommonErrorCode.REFERENCE_NOT_FOUND]: respond(BAD_REQUEST, 'apiErrors.referenceNotFound'),
  [CommonErrorCode.PAYLOAD_TOO_LARGE]: respond(
    HttpStatus.PAYLOAD_TOO_LARGE,
    'apiErrors.payloadTooLarge',
  ),
  [CommonErrorCode.TOO_MANY_REQUESTS]: respond(
    HttpStatus.TOO_MANY_REQUESTS,
    'apiErrors.tooManyRequests',
  ),
  [CommonErrorCode.INTERNAL]: respond(HttpStatus.INTERNAL_SERVER_ERROR, 'apiErrors.internal'),

  [IdempotencyErrorCode.KEY_INVALID]: respond(BAD_REQUEST, 'apiErrors.badRequest'),
  [IdempotencyErrorCode.KEY_REUSED]: respond(
    HttpStatus.UNPROCESSABLE_ENTITY,
    'apiErrors.idempotencyKeyReused',
  ),

  [AuthErrorCode.INVALID_LOGIN]: respond(UNAUTHORIZED, 'auth.invalidLogin'),
  [AuthErrorCode.NOT_LOGGED_IN]: respond(UNAUTHORIZED, 'apiErrors.unauthorized'),
  [AuthErrorCode.TOKEN_EXPIRED]: respond(UNAUTHORIZED, 'apiErrors.unauthorized'),
  [AuthErrorCode.SESSION_ENDED]: respond(UNAUTHORIZED, 'apiErrors.sessionEnded'),
  [AuthErrorCode.PERMISSION_MISSING]: respond(FORBIDDEN, 'apiErrors.forbidden'),
  [AuthErrorCode.OTHER_COMPANY]: respond(FORBIDDEN, 'apiErrors.forbidden'),
  [AuthErrorCode.TOO_MANY_FAILED_LOGINS]: respond(
    HttpStatus.TOO_MANY_REQUESTS,
    'apiErrors.tooManyRequests',
  ),

  [UserErrorCode.NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [UserErrorCode.USERNAME_TAKEN]: respond(CONFLICT, 'auth.usernameTaken'),
  [UserErrorCode.COMPANY_NOT_FOUND]: respond(BAD_REQUEST, 'apiErrors.companyNotFound'),
  [UserErrorCode.NOT_SELF_OR_ADMIN]: respond(FORBIDDEN, 'apiErrors.forbidden'),
  [UserErrorCode.OUTRANKS_CALLER]: respond(FORBIDDEN, 'apiErrors.userOutranks'),
  [UserErrorCode.OWN_USER]: respond(FORBIDDEN, 'apiErrors.forbidden'),
  [UserErrorCode.SUPER_ADMIN_ROLE_RESERVED]: respond(FORBIDDEN, 'apiErrors.forbidden'),
  [UserErrorCode.LIST_NOT_ALLOWED]: respond(FORBIDDEN, 'apiErrors.forbidden'),

  [OrderErrorCode.NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [OrderErrorCode.BOOKLET_NOT_ORDERABLE]: respond(BAD_REQUEST, 'apiErrors.bookletNotOrderable'),

  [PartnerOrderErrorCode.NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [PartnerOrderErrorCode.COMPANY_REQUIRED]: respond(BAD_REQUEST, 'apiErrors.companyRequired'),
  [PartnerOrderErrorCode.COMPANY_NOT_FOUND]: respond(BAD_REQUEST, 'apiErrors.companyNotFound'),
  [PartnerOrderErrorCode.BOOKLET_NOT_ORDERABLE]: respond(
    BAD_REQUEST,
    'apiErrors.bookletNotOrderable',
  ),
  [PartnerOrderErrorCode.BOOKLET_NOT_FOUND]: respond(BAD_REQUEST, 'apiErrors.referenceNotFound'),
  [PartnerOrderErrorCode.PURCHASE_LIMIT]: respond(BAD_REQUEST, 'apiErrors.purchaseLimitReached'),
  [PartnerOrderErrorCode.COMMISSION_LIMIT]: respond(BAD_REQUEST, 'apiErrors.purchaseLimit'),
  [PartnerOrderErrorCode.STATE_NOT_ALLOWED]: respond(CONFLICT, 'apiErrors.stateNotAllowed'),
  [PartnerOrderErrorCode.RETURN_LIMIT]: respond(BAD_REQUEST, 'apiErrors.returnLimit'),
  [PartnerOrderErrorCode.PURCHASE_NOT_RETURNABLE]: respond(
    BAD_REQUEST,
    'apiErrors.purchaseNotReturnable',
  ),
  [PartnerOrderErrorCode.RETURNED_ABOVE_REQUESTED]: respond(
    BAD_REQUEST,
    'apiErrors.returnedAboveRequested',
  ),

  [RegionErrorCode.NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [RegionErrorCode.CANONICAL_TAKEN]: respond(CONFLICT, 'apiErrors.alreadyExists'),

  [TextBlockErrorCode.NOT_FOUND]: respond(NOT_FOUND, 'errors.textBlockNotFound'),
  [TextBlockErrorCode.ID_NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [TextBlockErrorCode.CANONICAL_TAKEN]: respond(CONFLICT, 'apiErrors.textBlockCanonicalTaken'),
  [TextBlockErrorCode.WITHOUT_ORIGINAL]: respond(BAD_REQUEST, 'apiErrors.textBlockWithoutOriginal'),
  [TextBlockErrorCode.TRANSLATION_RENAMED]: respond(
    BAD_REQUEST,
    'apiErrors.textBlockTranslationRenamed',
  ),

  [FileErrorCode.FILE_MISSING]: respond(BAD_REQUEST, 'apiErrors.fileMissing'),
  [FileErrorCode.FILE_EMPTY]: respond(BAD_REQUEST, 'apiErrors.fileEmpty'),
  [FileErrorCode.NOT_AN_IMAGE]: respond(BAD_REQUEST, 'apiErrors.notAnImage'),
  [FileErrorCode.IMAGE_TOO_LARGE]: respond(BAD_REQUEST, 'apiErrors.imageTooLarge'),
  [FileErrorCode.IMAGE_NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [FileErrorCode.IMAGE_UNREADABLE]: respond(NOT_FOUND, 'apiErrors.imageUnreadable'),
  [FileErrorCode.UNKNOWN_SIZE]: respond(BAD_REQUEST, 'apiErrors.badRequest'),

  [VoucherErrorCode.NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [VoucherErrorCode.NOT_ALLOWED]: respond(FORBIDDEN, 'errors.voucherNotAllowed'),
  [VoucherErrorCode.NOT_EDITABLE]: respond(FORBIDDEN, 'apiErrors.voucherNotEditable'),
  [VoucherErrorCode.STATE_NOT_ALLOWED]: respond(FORBIDDEN, 'apiErrors.stateNotAllowed'),
  [VoucherErrorCode.STATE_CHANGED]: respond(CONFLICT, 'apiErrors.voucherStateChanged'),
  [VoucherErrorCode.TERMS_NOT_ACCEPTED]: respond(BAD_REQUEST, 'validation.termsRequired'),
  [VoucherErrorCode.NO_MAIL_IN_STATE]: respond(CONFLICT, 'apiErrors.noMailInState'),
  [VoucherErrorCode.NOT_RESPONSIBLE_USER]: respond(BAD_REQUEST, 'apiErrors.notResponsibleUser'),
  [VoucherErrorCode.COMPANY_NOT_FOUND]: respond(BAD_REQUEST, 'apiErrors.companyNotFound'),
  [VoucherErrorCode.REFERENCE_NOT_FOUND]: respond(BAD_REQUEST, 'apiErrors.referenceNotFound'),
  [VoucherErrorCode.COMMENT_NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [VoucherErrorCode.COMMENT_NOT_AUTHOR]: respond(FORBIDDEN, 'apiErrors.commentNotAuthor'),
  [VoucherErrorCode.IMAGE_NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [VoucherErrorCode.PROOF_NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [VoucherErrorCode.PREVIEW_NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.noPreview'),
  [VoucherErrorCode.PROOF_OUTDATED]: respond(CONFLICT, 'apiErrors.proofOutdated'),
  [VoucherErrorCode.PROOF_MISSING]: respond(CONFLICT, 'apiErrors.proofMissing'),
  [VoucherErrorCode.PROOF_LOCKED]: respond(CONFLICT, 'apiErrors.proofLocked'),
  [FileErrorCode.NOT_A_PDF]: respond(BAD_REQUEST, 'apiErrors.notAPdf'),
  [FileErrorCode.NOT_A_LOGO]: respond(BAD_REQUEST, 'apiErrors.notALogo'),
  [FileErrorCode.SVG_ACTIVE_CONTENT]: respond(BAD_REQUEST, 'apiErrors.svgActiveContent'),
  [FileErrorCode.NOT_A_PROOF]: respond(BAD_REQUEST, 'apiErrors.notAProof'),

  [BookletErrorCode.NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [BookletErrorCode.YEAR_TAKEN]: respond(CONFLICT, 'apiErrors.bookletYearTaken'),
  [BookletErrorCode.REGION_NOT_FOUND]: respond(BAD_REQUEST, 'apiErrors.referenceNotFound'),
  [BookletErrorCode.RESPONSIBLE_USER_NOT_FOUND]: respond(
    BAD_REQUEST,
    'apiErrors.referenceNotFound',
  ),
  [BookletErrorCode.COMMENT_NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [BookletErrorCode.NOT_COMMENT_AUTHOR]: respond(FORBIDDEN, 'apiErrors.bookletCommentNotAuthor'),
  [BookletErrorCode.FILE_NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),

  [AppointmentErrorCode.NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),

  [CompanyErrorCode.NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [CompanyErrorCode.IN_USE]: respond(CONFLICT, 'apiErrors.companyInUse'),
  [CompanyErrorCode.RESPONSIBLE_USER_NOT_FOUND]: respond(
    BAD_REQUEST,
    'apiErrors.notResponsibleUser',
  ),
  [CompanyErrorCode.BOOKLET_NOT_FOUND]: respond(BAD_REQUEST, 'apiErrors.referenceNotFound'),
  [CompanyErrorCode.CONTRACT_NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
  [CompanyErrorCode.USER_NOT_IN_COMPANY]: respond(NOT_FOUND, 'apiErrors.notFound'),

  [WalletErrorCode.CODE_UNKNOWN]: respond(NOT_FOUND, 'apiErrors.activationCodeUnknown'),
  [WalletErrorCode.CODE_TAKEN]: respond(CONFLICT, 'apiErrors.activationCodeTaken'),
  [WalletErrorCode.TOO_MANY_WRONG_CODES]: respond(
    HttpStatus.TOO_MANY_REQUESTS,
    'apiErrors.activationTooManyWrongCodes',
  ),
  [WalletErrorCode.LINK_TOO_MANY]: respond(
    HttpStatus.TOO_MANY_REQUESTS,
    'apiErrors.walletLinkTooMany',
  ),
  [WalletErrorCode.NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.walletNotFound'),
  [WalletErrorCode.VOUCHER_NOT_IN_WALLET]: respond(NOT_FOUND, 'apiErrors.walletVoucherNotFound'),
  [WalletErrorCode.PIN_WRONG]: respond(FORBIDDEN, 'apiErrors.redemptionPinWrong'),
  [WalletErrorCode.REDEMPTION_LOCKED]: respond(
    HttpStatus.TOO_MANY_REQUESTS,
    'apiErrors.redemptionLocked',
  ),
  [WalletErrorCode.ALREADY_REDEEMED]: respond(CONFLICT, 'apiErrors.voucherAlreadyRedeemed'),
  [WalletErrorCode.BOOKLET_NOT_REDEEMABLE]: respond(CONFLICT, 'apiErrors.bookletNotRedeemable'),
  [WalletErrorCode.COPY_NOT_FOUND]: respond(NOT_FOUND, 'apiErrors.notFound'),
};

/** The message of a bare HTTP status (Nest's own errors, e.g. an unknown route). */
export const MESSAGE_BY_STATUS: Partial<Record<number, MessageKey>> = {
  400: 'apiErrors.badRequest',
  401: 'apiErrors.unauthorized',
  403: 'apiErrors.forbidden',
  404: 'apiErrors.notFound',
  409: 'apiErrors.conflict',
  413: 'apiErrors.payloadTooLarge',
  429: 'apiErrors.tooManyRequests',
};
