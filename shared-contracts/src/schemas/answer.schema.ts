import { z } from 'zod';
import type {
  ChangePasswordAnswer,
  ClientConfig,
  ErrorBody,
  HealthAnswer,
  ReadyAnswer,
  PostageAnswer,
  TokenAnswer,
} from '../api.js';
import type {
  Address,
  Order,
  OrderBooklet,
  PointOfSale,
  PublicBooklet,
  PublicVoucher,
  Region,
  TextBlock,
  User,
  VoucherCategory,
} from '../entities.js';
import { AddressType, BookletState, LOCALES, Role } from '../enums.js';

// What the api answers, as schemas: the api's OpenAPI document is generated from them and a
// test checks real answers against it. Objects are strict in the document: a field the api
// sends that is not described here fails that test.

const integer = z.number().int();
const nullableInteger = integer.nullable();
const isoDate = z.string().describe('ISO 8601 date or date-time');

export const errorBodySchema = z.object({
  statusCode: integer,
  message: z.string().describe("In the request's locale (Accept-Language)"),
  errors: z.array(z.string()).optional().describe('One message per invalid field'),
}) satisfies z.ZodType<ErrorBody>;

export const addressAnswerSchema = z.object({
  type: z.enum(AddressType),
  salutation: z.string(),
  company: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.string(),
  addressAddition: z.string(),
  zip: z.string(),
  city: z.string(),
  email: z.string(),
  email2: z.string(),
  phone: z.string(),
  homepage: z.string(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
}) satisfies z.ZodType<Address>;

export const userAnswerSchema = z.object({
  id: integer,
  email: z.string(),
  address: addressAnswerSchema,
  companyId: nullableInteger,
  roles: z.array(z.enum(Role)),
  preferredLocale: z.enum(LOCALES),
  profileImageAttachmentId: nullableInteger,
  loginViaHash: z.boolean(),
}) satisfies z.ZodType<User>;

export const tokenAnswerSchema = z.object({
  token: z.string().describe('Access token (JWT, 15 minutes)'),
  refreshToken: z.string().describe('Rotated on every refresh, 30 days'),
}) satisfies z.ZodType<TokenAnswer>;

export const changePasswordAnswerSchema = z.object({
  success: z.boolean(),
}) satisfies z.ZodType<ChangePasswordAnswer>;

export const rolesAnswerSchema = z.array(z.enum(Role));

export const regionAnswerSchema = z.object({
  id: integer,
  name: z.string(),
  canonical: z.string(),
  sortId: integer,
}) satisfies z.ZodType<Region>;

export const voucherCategoryAnswerSchema = z.object({
  id: integer,
  title: z.string(),
  color: z.string(),
  priority: integer,
}) satisfies z.ZodType<VoucherCategory>;

export const textBlockAnswerSchema = z.object({
  id: integer,
  canonical: z.string(),
  text: z.string(),
  internalNotes: z.string(),
}) satisfies z.ZodType<TextBlock>;

/** A block as visitors read it: without the staff's internal notes. */
export const publicTextBlockAnswerSchema = textBlockAnswerSchema.omit({ internalNotes: true });

export const publicBookletAnswerSchema = z.object({
  id: integer,
  regionId: integer,
  regionName: z.string(),
  regionCanonical: z.string(),
  regionSortId: integer.optional(),
  year: integer,
  state: z.enum(BookletState),
  unitPrice: z.number(),
  currency: z.string(),
  orderFromDate: isoDate.nullable(),
  preOrderFromDate: isoDate.nullable(),
  hasCoverImage: z.boolean(),
  coverImageId: nullableInteger,
  voucherCount: integer,
}) satisfies z.ZodType<PublicBooklet>;

export const publicVoucherAnswerSchema = z.object({
  id: integer,
  bookletIds: z.array(integer),
  companyName: z.string(),
  city: z.string(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
  offerShort: z.string(),
  offerLong: z.string(),
  openingHours: z.string(),
  voucherCategoryId: nullableInteger,
  completeImageAttachmentId: nullableInteger,
  frontImageAttachmentId: nullableInteger,
  backImageAttachmentId: nullableInteger,
}) satisfies z.ZodType<PublicVoucher>;

export const pointOfSaleAnswerSchema = z.object({
  bookletId: integer,
  bookletName: z.string(),
  companyName: z.string(),
  city: z.string(),
}) satisfies z.ZodType<PointOfSale>;

export const orderAnswerSchema = z.object({
  id: integer,
  displayOrderId: z.string().describe('YYYY-NNNNN, gapless per year'),
  orderDateTime: isoDate,
  billingAddress: addressAnswerSchema,
  orderLines: z.array(
    z.object({
      bookletId: integer,
      currency: z.string(),
      unitPrice: z.number(),
      quantity: integer,
      price: z.number(),
      vatPercent: z.number(),
    }),
  ),
  postage: z.number(),
  postageLabel: z.string(),
  postageProductNo: z.string(),
  total: z.number(),
}) satisfies z.ZodType<Order>;

export const orderBookletAnswerSchema = z.object({
  id: integer,
  regionName: z.string(),
  year: integer,
  state: z.enum(BookletState),
}) satisfies z.ZodType<OrderBooklet>;

export const postageAnswerSchema = z.object({
  quantity: integer,
  postage: z.number(),
}) satisfies z.ZodType<PostageAnswer>;

/** A company as the dashboard's pickers list it. */
export const companyListEntryAnswerSchema = z.object({ id: integer, name: z.string() });

export const clientConfigAnswerSchema = z.object({
  mapTileUrl: z.string(),
}) satisfies z.ZodType<ClientConfig>;

export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({
    kind: z.enum(['embedded', 'server']),
    state: z.enum(['up', 'down']),
  }),
}) satisfies z.ZodType<HealthAnswer>;

export const readyAnswerSchema = z.object({
  ready: z.boolean(),
  shuttingDown: z.boolean(),
  checks: z.object({
    database: z.enum(['up', 'down']),
    migrations: z.enum(['applied', 'pending', 'unknown']),
    storage: z.enum(['up', 'down']),
    redis: z.enum(['up', 'down', 'not-configured']),
  }),
}) satisfies z.ZodType<ReadyAnswer>;

/** `/remotes.json`: the entry URL of each federated remote. */
export const remotesAnswerSchema = z.record(z.string(), z.string());
