import { z } from 'zod';

import { BookletState } from '../enums.js';

const integer = z.number().int();

const isoDateTime = z.string().describe('ISO 8601 date-time');

/** What happened to a copy in a wallet. */
export const WALLET_EVENT_KINDS = [
  'activated',
  'redeemed',
  'moved',
  'link-sent',
  'link-renewed',
] as const;
export type WalletEventKind = (typeof WALLET_EVENT_KINDS)[number];

/** How many codes a booklet's copies have, and how many are in use. */
export const activationCodeCountsAnswerSchema = z
  .object({
    created: integer,
    activated: integer,
    redeemed: integer.describe('Activated copies with at least one voucher redeemed'),
    redemptions: integer.describe('Vouchers redeemed in all copies'),
  })
  .meta({ id: 'ActivationCodeCounts' });
export type ActivationCodeCounts = z.output<typeof activationCodeCountsAnswerSchema>;

/** The answer to an activation: the same whether the e-mail had a wallet before or not. */
export const walletActivationAnswerSchema = z
  .object({
    regionName: z.string(),
    year: integer,
  })
  .meta({ id: 'WalletActivation' });
export type WalletActivation = z.output<typeof walletActivationAnswerSchema>;

/** The answer to a request for a new wallet link: the same whether the e-mail has a wallet. */
export const walletLinkAnswerSchema = z
  .object({ email: z.string().describe('As the api reads it: trimmed, in lower case') })
  .meta({ id: 'WalletLinkRequested' });
export type WalletLinkRequested = z.output<typeof walletLinkAnswerSchema>;

export const walletVoucherAnswerSchema = z
  .object({
    id: integer,
    companyName: z.string(),
    offerShort: z.string(),
    offerLong: z.string(),
    street: z.string(),
    zip: z.string(),
    city: z.string(),
    lon: z.number().nullable(),
    lat: z.number().nullable(),
    openingHours: z.string(),
    voucherCategoryId: integer.nullable(),
    completeImageAttachmentId: integer.nullable(),
    frontImageAttachmentId: integer.nullable(),
    backImageAttachmentId: integer.nullable(),
    redeemedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'WalletVoucher' });
export type WalletVoucher = z.output<typeof walletVoucherAnswerSchema>;

export const walletBookletAnswerSchema = z
  .object({
    copyId: integer.describe('The copy (its activation code) in this wallet'),
    bookletId: integer,
    regionName: z.string(),
    year: integer,
    state: z.enum(BookletState),
    redeemable: z.boolean().describe('Published or sold out: its vouchers can be redeemed'),
    activatedAt: isoDateTime,
    vouchers: z.array(walletVoucherAnswerSchema).describe("In the storefront's order"),
  })
  .meta({ id: 'WalletBooklet' });
export type WalletBooklet = z.output<typeof walletBookletAnswerSchema>;

export const walletAnswerSchema = z
  .object({ booklets: z.array(walletBookletAnswerSchema) })
  .meta({ id: 'Wallet' });
export type Wallet = z.output<typeof walletAnswerSchema>;

export const redemptionAnswerSchema = z
  .object({
    voucherId: integer,
    copyId: integer,
    redeemedAt: isoDateTime,
  })
  .meta({ id: 'Redemption' });
export type Redemption = z.output<typeof redemptionAnswerSchema>;

export const redemptionPinAnswerSchema = z
  .object({ pin: z.string().describe('4 to 6 digits the partner enters on the phone') })
  .meta({ id: 'RedemptionPin' });
export type RedemptionPin = z.output<typeof redemptionPinAnswerSchema>;

/** A redemption of one of a company's vouchers, as the company sees it (no client's e-mail). */
export const companyRedemptionAnswerSchema = z
  .object({
    voucherId: integer,
    offerShort: z.string(),
    bookletId: integer,
    regionName: z.string(),
    year: integer,
    redeemedAt: isoDateTime,
  })
  .meta({ id: 'CompanyRedemption' });
export type CompanyRedemption = z.output<typeof companyRedemptionAnswerSchema>;

/** A copy as staff see it: its booklet and its history (activation, redemptions, moves). */
export const walletCopyAnswerSchema = z
  .object({
    copyId: integer,
    bookletId: integer,
    regionName: z.string(),
    year: integer,
    email: z.string(),
    history: z.array(
      z.object({
        kind: z
          .enum(WALLET_EVENT_KINDS)
          .describe(
            'link-sent: the client asked for a new link; link-renewed: the new link was opened, the former one no longer opens the wallet',
          ),
        email: z.string(),
        fromEmail: z.string().nullable(),
        voucherId: integer.nullable(),
        voucherOffer: z
          .string()
          .nullable()
          .describe("A redemption's voucher: its offer (null for other events, or once deleted)"),
        companyName: z
          .string()
          .nullable()
          .describe("A redemption's voucher: the partner who offers it"),
        username: z.string().describe('The staff user who acted; empty when the client did'),
        happenedAt: isoDateTime,
      }),
    ),
  })
  .meta({ id: 'WalletCopy' });

export type WalletCopy = z.output<typeof walletCopyAnswerSchema>;
