import { z } from 'zod';
import { MAX_RECORD_ID } from '../field-limits.js';
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

export const companySchema = z
  .object({
    name: requiredText('name', 200),
    canOrderMoreInternalBooks: flag(),
    responsibleUserId: id('responsibleUser').nullable(),
    sellingBookletIds: z.array(id('booklet')).max(100),
    isPointOfSales: flag(),
  })
  .meta({ id: 'CompanyRequest' });

export type CompanyRequest = z.output<typeof companySchema>;

/** A company's location: as a voucher's address, its map position inside Switzerland. */
export const companyLocationSchema = voucherAddressSchema.meta({ id: 'CompanyLocationRequest' });

export type CompanyLocationRequest = z.output<typeof companyLocationSchema>;

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
export const COMPANY_MAIL_LINK_TYPES = ['partnerOrders', 'vouchers', 'none'] as const;

/** The page a company mail's login link opens (none: a mail without a link). */
export type CompanyMailLinkType = (typeof COMPANY_MAIL_LINK_TYPES)[number];

/** A mail to every company: the subject one line, the body any text, the link a known page. */
export const companyMailSchema = z
  .object({
    subject: singleLineText('subject', 200),
    body: requiredText('text', LONG_TEXT_MAX_LENGTH),
    linkText: presentText('linkText', 200),
    linkType: z.enum(COMPANY_MAIL_LINK_TYPES),
  })
  .meta({ id: 'CompanyMailRequest' });

export type CompanyMailRequest = z.output<typeof companyMailSchema>;

/** `POST company/{id}/user/{userId}/login-link` takes no fields. */
export const companyLoginLinkSchema = z.object({});
