import { z } from 'zod';
import type {
  BookletIdRequest,
  ChangeVoucherStateRequest,
  CommentRequest,
  CreateVoucherRequest,
  UpdateVoucherRequest,
  VoucherStatesRequest,
} from '../api.js';
import { NotificationType, VoucherStateClass } from '../enums.js';
import { LOGIN_HASH_PLACEHOLDER } from '../api.js';
import { VOUCHER_TRANSITIONS, type VoucherActionKey } from '../voucher-states.js';
import {
  flag,
  id,
  issue,
  LONG_TEXT_MAX_LENGTH,
  presentText,
  requiredText,
} from './field-schemas.js';

const OFFER_SHORT_MAX_LENGTH = 120;

const ACTIONS = [...new Set(VOUCHER_TRANSITIONS.map(({ action }) => action))] as [
  VoucherActionKey,
  ...VoucherActionKey[],
];

export const createVoucherSchema = z.object({
  companyId: id('company'),
  responsibleUserId: id('responsibleUser').nullable(),
  voucherCategoryId: id('voucherCategory').nullable(),
  offerShort: requiredText('offerShort', OFFER_SHORT_MAX_LENGTH),
}) satisfies z.ZodType<CreateVoucherRequest>;

export const updateVoucherSchema = z.object({
  voucherCategoryId: id('voucherCategory').nullable(),
  responsibleUserId: id('responsibleUser').nullable(),
  offerShort: requiredText('offerShort', OFFER_SHORT_MAX_LENGTH),
  openingHours: presentText('openingHours', 2000),
  offerLong: presentText('offerLong', LONG_TEXT_MAX_LENGTH),
  noteForGraphicDesigner: presentText('noteForGraphicDesigner', LONG_TEXT_MAX_LENGTH),
}) satisfies z.ZodType<UpdateVoucherRequest>;

export const changeVoucherStateSchema = z.object({
  newVoucherStateClass: z.enum(VoucherStateClass),
  // Mailed links must carry the login hash, or the mail would lock the company out.
  loginUrlTemplate: requiredText('loginUrlTemplate', 1000)
    .refine(
      (template) => template.includes(LOGIN_HASH_PLACEHOLDER),
      issue('invalid', { field: 'loginUrlTemplate' }),
    )
    .optional(),
  termsAccepted: flag().optional(),
  action: z.enum(ACTIONS).optional(),
}) satisfies z.ZodType<ChangeVoucherStateRequest>;

export const commentSchema = z.object({
  title: requiredText('title', 200),
  text: requiredText('text', LONG_TEXT_MAX_LENGTH),
  notificationType: z.enum(NotificationType).optional(),
  isCustomerVisible: flag().optional(),
}) satisfies z.ZodType<CommentRequest>;

export const bookletIdSchema = z.object({
  bookletId: id('booklet'),
}) satisfies z.ZodType<BookletIdRequest>;

export const voucherStatesSchema = z.object({
  fromStateClass: z.enum(VoucherStateClass),
  toStateClass: z.enum(VoucherStateClass),
}) satisfies z.ZodType<VoucherStatesRequest>;
