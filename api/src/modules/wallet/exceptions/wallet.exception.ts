import { DomainException } from '../../../errors/domain-exception.js';

export enum WalletErrorCode {
  CODE_UNKNOWN = 'WALLET_CODE_UNKNOWN',
  CODE_TAKEN = 'WALLET_CODE_TAKEN',
  TOO_MANY_WRONG_CODES = 'WALLET_TOO_MANY_WRONG_CODES',
  LINK_TOO_MANY = 'WALLET_LINK_TOO_MANY',
  NOT_FOUND = 'WALLET_NOT_FOUND',
  VOUCHER_NOT_IN_WALLET = 'WALLET_VOUCHER_NOT_IN_WALLET',
  PIN_WRONG = 'WALLET_PIN_WRONG',
  REDEMPTION_LOCKED = 'WALLET_REDEMPTION_LOCKED',
  ALREADY_REDEEMED = 'WALLET_ALREADY_REDEEMED',
  BOOKLET_NOT_REDEEMABLE = 'WALLET_BOOKLET_NOT_REDEEMABLE',
  COPY_NOT_FOUND = 'WALLET_COPY_NOT_FOUND',
}

/** An activation's, a wallet's or a redemption's error. */
export class WalletException extends DomainException<WalletErrorCode> {}
