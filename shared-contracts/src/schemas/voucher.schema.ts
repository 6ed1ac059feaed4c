import { z } from 'zod';
import { SWITZERLAND_BOUNDS } from '../field-limits.js';
import { NotificationType, VoucherStateClass } from '../enums.js';
import { isPortalPath, LOGIN_HASH_PLACEHOLDER } from '../portal-path.js';
import { VOUCHER_TRANSITIONS, type VoucherActionKey } from '../voucher-states.js';
import {
  commentFields,
  flag,
  id,
  integerQuery,
  issue,
  LONG_TEXT_MAX_LENGTH,
  optionalText,
  presentText,
  requiredText,
} from './field-schemas.js';
import { queryFlag, queryList } from './query.schema.js';
import { locatedAddressSchema } from './user.schema.js';

const OFFER_SHORT_MAX_LENGTH = 120;

const ACTIONS = [...new Set(VOUCHER_TRANSITIONS.map(({ action }) => action))] as [
  VoucherActionKey,
  ...VoucherActionKey[],
];

export const createVoucherSchema = z
  .object({
    companyId: id('company'),
    responsibleUserId: id('responsibleUser').nullable(),
    voucherCategoryId: id('voucherCategory').nullable(),
    offerShort: requiredText('offerShort', OFFER_SHORT_MAX_LENGTH),
    bookletId: id('booklet').nullable().optional(),
  })
  .meta({ id: 'CreateVoucherRequest' });

export type CreateVoucherRequest = z.output<typeof createVoucherSchema>;

export const updateVoucherSchema = z
  .object({
    voucherCategoryId: id('voucherCategory').nullable(),
    responsibleUserId: id('responsibleUser').nullable(),
    offerShort: requiredText('offerShort', OFFER_SHORT_MAX_LENGTH),
    openingHours: presentText('openingHours', 2000),
    offerLong: presentText('offerLong', LONG_TEXT_MAX_LENGTH),
    noteForGraphicDesigner: presentText('noteForGraphicDesigner', LONG_TEXT_MAX_LENGTH).optional(),
  })
  .meta({ id: 'UpdateVoucherRequest' });

export type UpdateVoucherRequest = z.output<typeof updateVoucherSchema>;

const { minLon, maxLon, minLat, maxLat } = SWITZERLAND_BOUNDS;

function swissCoordinate(field: 'lon' | 'lat', min: number, max: number) {
  return z
    .number()
    .refine((value) => value >= min && value <= max, issue('insideSwitzerland', { field }))
    .meta({ minimum: min, maximum: max })
    .nullable()
    .optional();
}

const hasValue = (value: number | null | undefined) => value !== null && value !== undefined;

/**
 * A voucher's address: every field may stay empty, the map position too; a position lies
 * inside Switzerland and has both coordinates.
 */
export const voucherAddressSchema = locatedAddressSchema
  .extend({
    lon: swissCoordinate('lon', minLon, maxLon),
    lat: swissCoordinate('lat', minLat, maxLat),
  })
  .refine((address) => hasValue(address.lon) || !hasValue(address.lat), {
    ...issue('required', { field: 'lon' }),
    path: ['lon'],
  })
  .refine((address) => hasValue(address.lat) || !hasValue(address.lon), {
    ...issue('required', { field: 'lat' }),
    path: ['lat'],
  })
  .meta({ id: 'VoucherAddressRequest' });

export type VoucherAddressRequest = z.output<typeof voucherAddressSchema>;

// Mailed links must carry the login hash, or the mail would lock the company out. A client names
// only the page inside the portal: the api puts PUBLIC_URL in front, so no link leads elsewhere.
const loginUrlTemplate = requiredText('loginUrlTemplate', 1000)
  .refine(
    (template) => template === '' || isPortalPath(template),
    issue('portalPath', { field: 'loginUrlTemplate' }),
  )
  .refine(
    (template) => !isPortalPath(template) || template.includes(LOGIN_HASH_PLACEHOLDER),
    issue('invalid', { field: 'loginUrlTemplate' }),
  )
  .optional();

export const changeVoucherStateSchema = z
  .object({
    newVoucherStateClass: z.enum(VoucherStateClass),
    loginUrlTemplate,
    termsAccepted: flag().optional(),
    action: z.enum(ACTIONS).optional(),
    fromStateClass: z.enum(VoucherStateClass).optional(),
    proofId: id('proof').optional(),
    comment: optionalText('proofComment', LONG_TEXT_MAX_LENGTH),
  })
  .meta({ id: 'ChangeVoucherStateRequest' });

export type ChangeVoucherStateRequest = z.output<typeof changeVoucherStateSchema>;

export const resendVoucherMailSchema = z
  .object({
    loginUrlTemplate,
  })
  .meta({ id: 'ResendVoucherMailRequest' });

export type ResendVoucherMailRequest = z.output<typeof resendVoucherMailSchema>;

/** `POST voucher/{id}/favorite` carries nothing; an empty object is welcome. */
export const favoriteSchema = z.object({});

/** Named actions as the next-state answer lists them. */
export const voucherActionSchema = z.enum(ACTIONS);

export const commentSchema = z
  .object({
    ...commentFields(),
    notificationType: z.enum(NotificationType).optional(),
    isCustomerVisible: flag().optional(),
  })
  // A comment mailed to the company is one the company may read.
  .refine(
    (comment) =>
      comment.notificationType !== NotificationType.Customer || comment.isCustomerVisible === true,
    {
      ...issue('customerCommentNotVisible', { field: 'isCustomerVisible' }),
      path: ['isCustomerVisible'],
    },
  )
  .meta({ id: 'CommentRequest' });

export type CommentRequest = z.output<typeof commentSchema>;

export const updateCommentSchema = z
  .object({
    ...commentFields(),
    isCustomerVisible: flag().optional(),
  })
  .meta({ id: 'UpdateCommentRequest' });

export type UpdateCommentRequest = z.output<typeof updateCommentSchema>;

/** How many rows a page of the voucher table holds at most. */
export const VOUCHER_PAGE_SIZE_MAX = 500;
export const VOUCHER_PAGE_SIZE_DEFAULT = 100;

/** `GET voucher?…` with a token: the dashboard's filters, each optional. */
export const voucherListQuerySchema = z.object({
  archived: queryFlag(),
  bookletId: integerQuery('booklet', 1, Number.MAX_SAFE_INTEGER).optional(),
  stateClass: queryList(z.enum(VoucherStateClass)),
  voucherCategoryId: integerQuery('voucherCategory', 1, Number.MAX_SAFE_INTEGER).optional(),
  responsibleUserId: integerQuery('responsibleUser', 1, Number.MAX_SAFE_INTEGER).optional(),
  companyId: integerQuery('company', 1, Number.MAX_SAFE_INTEGER).optional(),
  favorite: queryFlag(),
  fulltext: optionalText('fulltext', 200),
  page: integerQuery('page', 1, 100_000).optional(),
  pageSize: integerQuery('pageSize', 1, VOUCHER_PAGE_SIZE_MAX).optional(),
});

export type VoucherListQuery = z.output<typeof voucherListQuerySchema>;
/** `GET voucher` with a token: the filters as the dashboard names them (`page` counts from 1). */
export type VoucherListFilter = VoucherListQuery;

export const bookletIdSchema = z
  .object({
    bookletId: id('booklet'),
  })
  .meta({ id: 'BookletIdRequest' });

export type BookletIdRequest = z.output<typeof bookletIdSchema>;
