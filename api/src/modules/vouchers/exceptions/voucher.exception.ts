import { DomainException } from '../../../errors/domain-exception.js';

export enum VoucherErrorCode {
  NOT_FOUND = 'VOUCHER_NOT_FOUND',
  /** A Company user asked for another company's voucher. */
  NOT_ALLOWED = 'VOUCHER_NOT_ALLOWED',
  NOT_EDITABLE = 'VOUCHER_NOT_EDITABLE',
  STATE_NOT_ALLOWED = 'VOUCHER_STATE_NOT_ALLOWED',
  /** The voucher is no longer in the state the caller saw. */
  STATE_CHANGED = 'VOUCHER_STATE_CHANGED',
  TERMS_NOT_ACCEPTED = 'VOUCHER_TERMS_NOT_ACCEPTED',
  /** No mail waits to be sent again in the voucher's state. */
  NO_MAIL_IN_STATE = 'VOUCHER_NO_MAIL_IN_STATE',
  NOT_RESPONSIBLE_USER = 'VOUCHER_NOT_RESPONSIBLE_USER',
  COMPANY_NOT_FOUND = 'VOUCHER_COMPANY_NOT_FOUND',
  REFERENCE_NOT_FOUND = 'VOUCHER_REFERENCE_NOT_FOUND',
  COMMENT_NOT_FOUND = 'VOUCHER_COMMENT_NOT_FOUND',
  COMMENT_NOT_AUTHOR = 'VOUCHER_COMMENT_NOT_AUTHOR',
  IMAGE_NOT_FOUND = 'VOUCHER_IMAGE_NOT_FOUND',
  PROOF_NOT_FOUND = 'VOUCHER_PROOF_NOT_FOUND',
  /** The proof or logo has no raster preview (an EPS without one, a PDF that cannot be drawn). */
  PREVIEW_NOT_FOUND = 'VOUCHER_PREVIEW_NOT_FOUND',
  /** A newer proof version was uploaded since the caller looked. */
  PROOF_OUTDATED = 'VOUCHER_PROOF_OUTDATED',
  /** The good-for-printing is sent or approved only with a proof version to look at. */
  PROOF_MISSING = 'VOUCHER_PROOF_MISSING',
  /** Proofs are made before the voucher is finished. */
  PROOF_LOCKED = 'VOUCHER_PROOF_LOCKED',
}

export class VoucherException extends DomainException<VoucherErrorCode> {}
