import { z } from 'zod';

import { isActivationCode, normalizeActivationCode } from '../activation-code.js';
import { id, integerBetween, issue, requiredEmail } from './field-schemas.js';

/** The largest print run whose codes one request makes. */
export const ACTIVATION_CODES_PER_REQUEST = 20_000;

/** `POST booklet/{id}/activation-code`: codes for a print run, answered once as CSV. */
export const activationCodeRequestSchema = z
  .object({ quantity: integerBetween('quantity', 1, ACTIVATION_CODES_PER_REQUEST) })
  .meta({ id: 'ActivationCodeRequest' });

export type ActivationCodeRequest = z.output<typeof activationCodeRequestSchema>;

/** A typed code, in capitals without spaces and dashes once read; a typo is refused here. */
export const activationCodeSchema = z
  .string()
  .max(40)
  .refine(isActivationCode, issue('activationCode', { field: 'code' }))
  .transform(normalizeActivationCode)
  .meta({ example: 'K7QX-94HM-T2RB-5NC2' });

/** `POST wallet/activation`: binds a copy's code to an e-mail's wallet. */
export const walletActivationSchema = z
  .object({ code: activationCodeSchema, email: requiredEmail() })
  .meta({ id: 'WalletActivationRequest' });

/** As the api reads it: the code in capitals without spaces and dashes. */
export type WalletActivationRequest = z.output<typeof walletActivationSchema>;

/**
 * `POST wallet/link`: a client who lost the wallet's mail asks for a new link; the answer is the
 * same whether the e-mail has a wallet.
 */
export const walletLinkSchema = z
  .object({ email: requiredEmail() })
  .meta({ id: 'WalletLinkRequest' });

export type WalletLinkRequest = z.output<typeof walletLinkSchema>;

/** A partner company's redemption PIN: 4 to 6 digits. */
export const redemptionPinSchema = z
  .string()
  .refine((pin) => /^\d{4,6}$/.test(pin), issue('redemptionPin', { field: 'pin' }));

/** `POST company/{id}/redemption-pin`: a new PIN needs nothing but the call. */
export const renewRedemptionPinSchema = z.object({}).meta({ id: 'RenewRedemptionPinRequest' });

/** `POST wallet/{token}/redemption`: the partner confirms with its PIN. */
export const redemptionSchema = z
  .object({ voucherId: id('voucher'), pin: redemptionPinSchema })
  .meta({ id: 'RedemptionRequest' });

export type RedemptionRequest = z.output<typeof redemptionSchema>;

/** `GET wallet-copy?email=`: staff look up the copies of a client's wallet. */
export const walletCopyQuerySchema = z
  .object({ email: requiredEmail() })
  .meta({ id: 'WalletCopyQuery' });

export type WalletCopyQuery = z.output<typeof walletCopyQuerySchema>;

/** `POST wallet-copy/{id}/move`: staff move a copy to another e-mail's wallet (a lost phone). */
export const moveWalletCopySchema = z
  .object({ email: requiredEmail() })
  .meta({ id: 'MoveWalletCopyRequest' });

export type MoveWalletCopyRequest = z.output<typeof moveWalletCopySchema>;
