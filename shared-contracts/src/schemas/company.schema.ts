import { z } from 'zod';
import type {
  CompanyLocationRequest,
  CompanyMailLinkType,
  CompanyMailRequest,
  CompanyRequest,
} from '../api.js';
import { MAX_RECORD_ID } from '../entities.js';
import {
  flag,
  id,
  integerQuery,
  LONG_TEXT_MAX_LENGTH,
  optionalText,
  presentText,
  requiredText,
  singleLineText,
} from './field-schemas.js';
import { queryFlag } from './query.schema.js';
import { voucherAddressSchema } from './voucher.schema.js';

export const companySchema = z.object({
  name: requiredText('name', 200),
  canOrderMoreInternalBooks: flag(),
  responsibleUserId: id('responsibleUser').nullable(),
  sellingBookletIds: z.array(id('booklet')).max(100),
  isPointOfSales: flag(),
}) satisfies z.ZodType<CompanyRequest>;

/** A company's location: as a voucher's address, its map position inside Switzerland. */
export const companyLocationSchema =
  voucherAddressSchema satisfies z.ZodType<CompanyLocationRequest>;

/** `GET company`: name search, the flags, a booklet it sells and its responsible user. */
export const companyListQuerySchema = z.object({
  name: optionalText('name', 200),
  isPointOfSales: queryFlag(),
  isSellingBooklets: queryFlag(),
  bookletId: integerQuery('booklet', 1, MAX_RECORD_ID).optional(),
  responsibleUserId: integerQuery('responsibleUser', 1, MAX_RECORD_ID).optional(),
});

export type CompanyListQuery = z.output<typeof companyListQuerySchema>;

/** The pages a company mail's login link may open, `none` for a mail without a link. */
export const COMPANY_MAIL_LINK_TYPES = [
  'partnerOrders',
  'vouchers',
  'none',
] as const satisfies readonly CompanyMailLinkType[];

/** A mail to every company: the subject one line, the body any text, the link a known page. */
export const companyMailSchema = z.object({
  subject: singleLineText('subject', 200),
  body: requiredText('text', LONG_TEXT_MAX_LENGTH),
  linkText: presentText('linkText', 200),
  linkType: z.enum(COMPANY_MAIL_LINK_TYPES),
}) satisfies z.ZodType<CompanyMailRequest>;

/** `POST company/{id}/user/{userId}/login-link` takes no fields. */
export const companyLoginLinkSchema = z.object({});
