import { z } from 'zod';
import {
  AddressType,
  BookletState,
  LOCALES,
  NotificationType,
  PartnerOrderState,
  PartnerOrderType,
  ReturnOrderState,
  Role,
  VoucherStateClass,
} from '../enums.js';
import { COMPANY_MAIL_LINK_TYPES } from './company.schema.js';
import { voucherActionSchema } from './voucher.schema.js';

// What the api answers, as schemas: the api's OpenAPI document is generated from them and a
// test checks real answers against it. Objects are strict in the document: a field the api
// sends that is not described here fails that test. Each schema named by its type
// (`.meta({ id })`) is one of the document's components, referenced wherever it is answered, so
// a client generated from the document gets that type.

const integer = z.number().int();
const nullableInteger = integer.nullable();
const isoDate = z.string().describe('ISO 8601 date or date-time');
const stateClass = z.enum(VoucherStateClass);

/** How many of a booklet's vouchers are in each state (states without vouchers left out). */
const vouchersByState = z.partialRecord(stateClass, integer);

export type VouchersByState = z.output<typeof vouchersByState>;

export const errorBodySchema = z
  .object({
    statusCode: integer,
    message: z.string().describe("In the request's locale (Accept-Language)"),
    errors: z.array(z.string()).optional().describe('One message per invalid field'),
  })
  .meta({ id: 'ErrorBody' });

export type ErrorBody = z.output<typeof errorBodySchema>;

export const addressAnswerSchema = z
  .object({
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
  })
  .meta({ id: 'Address' });

export type Address = z.output<typeof addressAnswerSchema>;

export const userAnswerSchema = z
  .object({
    id: integer,
    email: z.string(),
    address: addressAnswerSchema,
    companyId: nullableInteger,
    roles: z.array(z.enum(Role)),
    preferredLocale: z.enum(LOCALES),
    profileImageAttachmentId: nullableInteger,
    loginViaHash: z.boolean(),
  })
  .meta({ id: 'User' });

export type User = z.output<typeof userAnswerSchema>;

export const tokenAnswerSchema = z
  .object({
    token: z.string().describe('Access token (JWT, 15 minutes)'),
    refreshToken: z.string().describe('Rotated on every refresh, 30 days'),
  })
  .meta({ id: 'TokenAnswer' });

export type TokenAnswer = z.output<typeof tokenAnswerSchema>;

export const changePasswordAnswerSchema = z
  .object({
    success: z.boolean(),
  })
  .meta({ id: 'ChangePasswordAnswer' });

export type ChangePasswordAnswer = z.output<typeof changePasswordAnswerSchema>;

export const rolesAnswerSchema = z.array(z.enum(Role));

export const regionAnswerSchema = z
  .object({
    id: integer,
    name: z.string(),
    canonical: z.string(),
    sortId: integer,
  })
  .meta({ id: 'Region' });

export type Region = z.output<typeof regionAnswerSchema>;

export const voucherCategoryAnswerSchema = z
  .object({
    id: integer,
    title: z.string(),
    color: z.string(),
    priority: integer,
  })
  .meta({ id: 'VoucherCategory' });

export type VoucherCategory = z.output<typeof voucherCategoryAnswerSchema>;

export const textBlockAnswerSchema = z
  .object({
    id: integer,
    canonical: z.string(),
    locale: z.enum(LOCALES),
    text: z.string(),
    internalNotes: z.string(),
  })
  .meta({ id: 'TextBlock' });

export type TextBlock = z.output<typeof textBlockAnswerSchema>;

/** A block as visitors read it: without the staff's internal notes. */
export const publicTextBlockAnswerSchema = textBlockAnswerSchema
  .omit({ internalNotes: true })
  .meta({ id: 'PublicTextBlock' });

export const publicBookletAnswerSchema = z
  .object({
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
  })
  .meta({ id: 'PublicBooklet' });

export type PublicBooklet = z.output<typeof publicBookletAnswerSchema>;

export const publicVoucherAnswerSchema = z
  .object({
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
  })
  .meta({ id: 'PublicVoucher' });

export type PublicVoucher = z.output<typeof publicVoucherAnswerSchema>;

export const pointOfSaleAnswerSchema = z
  .object({
    bookletId: integer,
    bookletName: z.string(),
    companyName: z.string(),
    city: z.string(),
  })
  .meta({ id: 'PointOfSale' });

export type PointOfSale = z.output<typeof pointOfSaleAnswerSchema>;

const orderLineAnswerSchema = z.object({
  bookletId: integer,
  currency: z.string(),
  unitPrice: z.number(),
  quantity: integer,
  price: z.number(),
  vatPercent: z.number(),
});

export type OrderLine = z.output<typeof orderLineAnswerSchema>;

export const orderAnswerSchema = z
  .object({
    id: integer,
    displayOrderId: z.string().describe('YYYY-NNNNN, gapless per year'),
    orderDateTime: isoDate,
    billingAddress: addressAnswerSchema,
    orderLines: z.array(orderLineAnswerSchema),
    postage: z.number(),
    postageLabel: z.string(),
    postageProductNo: z.string(),
    total: z.number(),
  })
  .meta({ id: 'Order' });

export type Order = z.output<typeof orderAnswerSchema>;

export const orderBookletAnswerSchema = z
  .object({
    id: integer,
    regionName: z.string(),
    year: integer,
    state: z.enum(BookletState),
  })
  .meta({ id: 'OrderBooklet' });

export type OrderBooklet = z.output<typeof orderBookletAnswerSchema>;

export const postageAnswerSchema = z
  .object({
    quantity: integer,
    postage: z.number(),
  })
  .meta({ id: 'PostageAnswer' });

export type PostageAnswer = z.output<typeof postageAnswerSchema>;

/** A company as the dashboard's pickers list it. */
export const companyListEntryAnswerSchema = z.object({ id: integer, name: z.string() });

/** A company with every field, as staff read it (and a Company user its own). */
export const companyAnswerSchema = z
  .object({
    id: integer,
    name: z.string(),
    locationAddress: addressAnswerSchema,
    contractId: nullableInteger,
    hasContract: z.boolean(),
    responsibleUserId: nullableInteger,
    canOrderMoreInternalBooks: z.boolean(),
    isSellingBooklets: z.boolean(),
    sellingBookletIds: z.array(integer),
    isPointOfSales: z.boolean(),
    numVouchers: integer,
    numUsers: integer,
  })
  .meta({ id: 'Company' });

export type Company = z.output<typeof companyAnswerSchema>;

export const companyUserAnswerSchema = z
  .object({
    id: integer,
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    loginViaHash: z.boolean(),
  })
  .meta({ id: 'CompanyUser' });

export type CompanyUser = z.output<typeof companyUserAnswerSchema>;

export const companyMailSentAnswerSchema = z
  .object({
    message: z.string().describe("In the request's locale"),
    numCompanies: integer,
    numRecipients: integer,
  })
  .meta({ id: 'CompanyMailSentAnswer' });

export type CompanyMailSentAnswer = z.output<typeof companyMailSentAnswerSchema>;

export const companyMailLogAnswerSchema = z
  .object({
    id: integer,
    subject: z.string(),
    body: z.string(),
    linkText: z.string(),
    linkType: z.enum(COMPANY_MAIL_LINK_TYPES),
    mailSentAt: isoDate,
    numCompanies: integer,
    numRecipients: integer,
  })
  .meta({ id: 'CompanyMailLog' });

export type CompanyMailLog = z.output<typeof companyMailLogAnswerSchema>;

export const clientConfigAnswerSchema = z
  .object({
    mapTileUrl: z.string(),
  })
  .meta({ id: 'ClientConfig' });

export type ClientConfig = z.output<typeof clientConfigAnswerSchema>;

export const healthAnswerSchema = z
  .object({
    status: z.literal('ok'),
    database: z.object({
      kind: z.enum(['embedded', 'server']),
      state: z.enum(['up', 'down']),
    }),
  })
  .meta({ id: 'HealthAnswer' });

export type HealthAnswer = z.output<typeof healthAnswerSchema>;

export const readyAnswerSchema = z
  .object({
    ready: z.boolean(),
    shuttingDown: z.boolean(),
    checks: z.object({
      database: z.enum(['up', 'down']),
      migrations: z.enum(['applied', 'pending', 'unknown']),
      storage: z.enum(['up', 'down']),
      redis: z.enum(['up', 'down', 'not-configured']),
    }),
  })
  .meta({ id: 'ReadyAnswer' });

export type ReadyAnswer = z.output<typeof readyAnswerSchema>;

/** `/remotes.json`: the entry URL of each federated remote. */
export const remotesAnswerSchema = z.record(z.string(), z.string());

/** A page's head markup as the server writes it into the page (`GET page-head`). */
export const pageHeadAnswerSchema = z.object({ head: z.string() });

export type PageHeadAnswer = z.output<typeof pageHeadAnswerSchema>;

/** A booklet as a voucher's row names it, also one the caller may not open. */
export const voucherListBookletAnswerSchema = z
  .object({ id: integer, regionName: z.string(), year: integer })
  .meta({ id: 'VoucherListBooklet' });

export type VoucherListBooklet = z.output<typeof voucherListBookletAnswerSchema>;

/** One row of the dashboard's voucher table. */
export const voucherListItemAnswerSchema = z
  .object({
    id: integer,
    bookletId: nullableInteger,
    inBookletIds: z.array(integer),
    inBooklets: z
      .array(voucherListBookletAnswerSchema)
      .describe('The booklets of `inBookletIds`, in that order, named by region and year'),
    companyId: integer,
    companyName: z.string(),
    city: z.string(),
    offerShort: z.string(),
    voucherCategoryId: nullableInteger,
    responsibleUserId: nullableInteger,
    stateClass,
    isFavorite: z.boolean(),
    updatedAt: isoDate,
  })
  .meta({ id: 'VoucherListItem' });

export type VoucherListItem = z.output<typeof voucherListItemAnswerSchema>;

/** A page of a list of `item`s: the one shape of `GET voucher`'s answers. */
const pagedList = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: integer.describe('How many match in all'),
    page: integer.describe('The page answered, from 1'),
    pageSize: integer.describe('At most this many items per page'),
  });

export const publicVoucherListAnswerSchema = pagedList(publicVoucherAnswerSchema)
  .describe('Without `pageSize`, every public voucher on one page')
  .meta({ id: 'PublicVoucherList' });

export type PublicVoucherList = z.output<typeof publicVoucherListAnswerSchema>;

export const voucherListAnswerSchema = pagedList(voucherListItemAnswerSchema)
  .extend({
    stateCounts: z
      .partialRecord(stateClass, integer)
      .describe('Matching vouchers per state, the state filter left out'),
  })
  .meta({ id: 'VoucherListAnswer' });

export type VoucherListAnswer = z.output<typeof voucherListAnswerSchema>;

/** The company a voucher belongs to, as the voucher answers name it. */
const voucherCompanyAnswerSchema = z.object({ id: integer, name: z.string() });

export type VoucherCompany = z.output<typeof voucherCompanyAnswerSchema>;

/** A voucher as its detail screen reads it. */
export const voucherAnswerSchema = z
  .object({
    id: integer,
    bookletId: nullableInteger,
    inBookletIds: z.array(integer),
    inBooklets: z
      .array(voucherListBookletAnswerSchema)
      .describe('The booklets of `inBookletIds`, in that order, named by region and year'),
    companyId: integer,
    company: voucherCompanyAnswerSchema,
    address: addressAnswerSchema,
    offerShort: z.string(),
    offerLong: z.string(),
    openingHours: z.string(),
    noteForGraphicDesigner: z.string().optional().describe('Left out for Company users'),
    voucherCategoryId: nullableInteger,
    responsibleUserId: nullableInteger,
    stateClass,
    copiedFromVoucherId: nullableInteger,
    isFavorite: z.boolean(),
    mayEdit: z.boolean().describe('Whether the caller may change the voucher in its state'),
    termsAcceptedAt: isoDate.nullable(),
    termsAcceptedByUserId: nullableInteger,
    completeImageAttachmentId: nullableInteger,
    frontImageAttachmentId: nullableInteger,
    backImageAttachmentId: nullableInteger,
    companyLogoAttachmentId: nullableInteger,
    imageAttachmentIds: z.array(integer),
  })
  .meta({ id: 'Voucher' });

export type Voucher = z.output<typeof voucherAnswerSchema>;

/** One step the caller may take now, best first. */
export const nextVoucherStateAnswerSchema = z
  .object({
    stateClass,
    action: voucherActionSchema,
    requiresTermsAcceptance: z.boolean(),
  })
  .meta({ id: 'NextVoucherStateAnswer' });

export type NextVoucherStateAnswer = z.output<typeof nextVoucherStateAnswerSchema>;

export const voucherStateChangeAnswerSchema = z
  .object({
    id: integer,
    voucherId: integer,
    changeDate: isoDate,
    userId: nullableInteger,
    username: z.string(),
    fromState: stateClass.nullable(),
    toState: stateClass,
  })
  .meta({ id: 'VoucherStateChange' });

export type VoucherStateChange = z.output<typeof voucherStateChangeAnswerSchema>;

export const voucherCommentAnswerSchema = z
  .object({
    id: integer,
    bookletId: nullableInteger,
    voucherId: integer,
    userId: nullableInteger,
    username: z.string(),
    title: z.string(),
    text: z.string(),
    createdAt: isoDate,
    isCustomerVisible: z.boolean(),
    notificationType: z.enum(NotificationType),
  })
  .meta({ id: 'VoucherComment' });

export type VoucherComment = z.output<typeof voucherCommentAnswerSchema>;

/** The booklets a voucher is in. */
export const bookletIdsAnswerSchema = z.array(integer);

export const responsibleUserAnswerSchema = z
  .object({
    id: integer,
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
  })
  .meta({ id: 'ResponsibleUser' });

export type ResponsibleUser = z.output<typeof responsibleUserAnswerSchema>;

export const mailsSentAnswerSchema = z
  .object({
    sent: integer.describe('Mails put into the outbox'),
  })
  .meta({ id: 'MailsSentAnswer' });

export type MailsSentAnswer = z.output<typeof mailsSentAnswerSchema>;
/** A booklet as staff read it (list and detail): every field, order counts, vouchers per state. */
export const bookletAnswerSchema = z
  .object({
    id: integer,
    regionId: integer,
    regionName: z.string(),
    year: integer,
    state: z.enum(BookletState).describe('Draft 0, Published 10, SoldOut 20, Archived 100'),
    unitPrice: z.number(),
    currency: z.string(),
    orderFromDate: isoDate.nullable(),
    preOrderFromDate: isoDate.nullable(),
    coverImageId: nullableInteger,
    hasCoverImage: z.boolean(),
    vatPercent: z.number(),
    internalUnitPrice: z.number(),
    abacusProductId: z.string().nullable(),
    internalAbacusProductId: z.string().nullable(),
    costCentre1Income: z.string().nullable(),
    internalCostCentre1Income: z.string().nullable(),
    qtyPrinted: nullableInteger,
    maxInternalOrders: nullableInteger,
    informationForNextYear: z.string(),
    responsibleUserId: nullableInteger,
    shippingDate: isoDate.nullable(),
    goodForPrintingId: nullableInteger,
    numOrders: integer.describe('Public orders with a line of this booklet'),
    numPartnerOrders: integer.describe('Partner orders with a line of this booklet'),
    vouchersByState: vouchersByState.describe(
      'Vouchers of the booklet per state; states without vouchers left out',
    ),
  })
  .meta({ id: 'Booklet' });

export type Booklet = z.output<typeof bookletAnswerSchema>;

export const bookletVoucherAnswerSchema = z
  .object({
    id: integer,
    companyId: integer,
    companyName: z.string(),
    offerShort: z.string(),
    stateClass: z.enum(VoucherStateClass),
    copiedFromVoucherId: nullableInteger,
    completeImageAttachmentId: nullableInteger,
    frontImageAttachmentId: nullableInteger,
    backImageAttachmentId: nullableInteger,
    imageAttachmentIds: z.array(integer),
  })
  .meta({ id: 'BookletVoucher' });

export type BookletVoucher = z.output<typeof bookletVoucherAnswerSchema>;

export const bookletCommentAnswerSchema = z
  .object({
    id: integer,
    bookletId: integer,
    userId: nullableInteger,
    username: z.string().nullable(),
    title: z.string(),
    text: z.string(),
    createdAt: isoDate,
  })
  .meta({ id: 'BookletComment' });

export type BookletComment = z.output<typeof bookletCommentAnswerSchema>;

export const attachmentMetaAnswerSchema = z
  .object({
    id: integer,
    originalName: z.string(),
    mime: z.string(),
    size: integer.describe('Bytes'),
    createdAt: isoDate,
  })
  .meta({ id: 'AttachmentMeta' });

export type AttachmentMeta = z.output<typeof attachmentMetaAnswerSchema>;

/**
 * What the hints of the specification (section 5) say of a voucher image or company logo:
 * `imageTooSmall` a voucher image under 2100 px high or 1200 px wide, `imageFormat` one that is
 * not a jpg, bmp or png, `logoTooNarrow` a raster logo under 800 px wide (a vector logo is
 * welcome at any size).
 */
const voucherImageHintSchema = z.enum(['imageTooSmall', 'imageFormat', 'logoTooNarrow']);

export type VoucherImageHint = z.output<typeof voucherImageHintSchema>;

export const voucherImageMetaAnswerSchema = attachmentMetaAnswerSchema
  .extend({
    width: nullableInteger.describe('Pixels; null for EPS and AI'),
    height: nullableInteger.describe('Pixels; null for EPS and AI'),
    hasPreview: z.boolean(),
    hints: z
      .array(voucherImageHintSchema)
      .describe('What the file falls short of (specification section 5)'),
  })
  .meta({ id: 'VoucherImageMeta' });

export type VoucherImageMeta = z.output<typeof voucherImageMetaAnswerSchema>;

export const voucherProofDecisionAnswerSchema = z
  .object({
    id: integer,
    proofId: nullableInteger,
    approved: z.boolean(),
    userId: nullableInteger,
    username: z.string(),
    decidedAt: isoDate,
    termsAccepted: z.boolean(),
    comment: z.string(),
  })
  .meta({ id: 'VoucherProofDecision' });

export type VoucherProofDecision = z.output<typeof voucherProofDecisionAnswerSchema>;

export const voucherProofVersionAnswerSchema = z
  .object({
    id: integer,
    voucherId: integer,
    version: integer,
    originalName: z.string(),
    mime: z.string(),
    size: integer.describe('Bytes'),
    checksum: z.string().describe('SHA-256 of the bytes, hex'),
    uploadedByUserId: nullableInteger,
    uploadedByName: z.string(),
    uploadedAt: isoDate,
    hasPreview: z.boolean(),
    decisions: z.array(voucherProofDecisionAnswerSchema),
  })
  .meta({ id: 'VoucherProofVersion' });

export type VoucherProofVersion = z.output<typeof voucherProofVersionAnswerSchema>;

export const voucherProofsAnswerSchema = z
  .object({
    voucherId: integer,
    versions: z.array(voucherProofVersionAnswerSchema),
    previousYear: z
      .object({ voucherId: integer, versions: z.array(voucherProofVersionAnswerSchema) })
      .nullable(),
  })
  .meta({ id: 'VoucherProofs' });

export type VoucherProofs = z.output<typeof voucherProofsAnswerSchema>;

export const appointmentAnswerSchema = z
  .object({
    id: integer,
    text: z.string(),
  })
  .meta({ id: 'Appointment' });

export type Appointment = z.output<typeof appointmentAnswerSchema>;

/** Why a booklet-wide move left a voucher where it was. */
const skippedVoucherReasonSchema = z
  .enum(['otherState', 'notAllowed', 'changedMeanwhile', 'noProof'])
  .describe('noProof: its good-for-printing has no proof version to send yet');

export type SkippedVoucherReason = z.output<typeof skippedVoucherReasonSchema>;

export const bookletVoucherStatesAnswerSchema = z
  .object({
    moved: integer.describe('Vouchers moved, each with its history row and mail'),
    movedVoucherIds: z.array(integer),
    skipped: z
      .array(
        z.object({
          voucherId: integer,
          stateClass: z.enum(VoucherStateClass),
          reason: skippedVoucherReasonSchema,
        }),
      )
      .describe("The booklet's other vouchers, with why each stayed"),
  })
  .meta({ id: 'BookletVoucherStatesAnswer' });

export type BookletVoucherStatesAnswer = z.output<typeof bookletVoucherStatesAnswerSchema>;

// --- partner orders, returns, inventory, stock ---

/** One move of a partner or return order's state, by whom and when. */
const partnerOrderStateChangeAnswerSchema = z.object({
  fromState: z.string(),
  toState: z.string(),
  changedAt: isoDate,
  userId: nullableInteger,
  username: z.string(),
});

export type PartnerOrderStateChange = z.output<typeof partnerOrderStateChangeAnswerSchema>;

const partnerOrderLineAnswerSchema = z.object({
  bookletId: integer,
  quantity: integer,
  /** Commission (may be returned) or Purchase (definitively billed), decided per line. */
  type: z.enum(PartnerOrderType),
  /** The booklet's internal price when the order was placed. */
  unitPrice: z.number(),
  vatPercent: z.number(),
});

export type PartnerOrderLine = z.output<typeof partnerOrderLineAnswerSchema>;

const returnOrderLineAnswerSchema = z.object({
  bookletId: integer,
  /** Requested. */
  quantity: integer,
  /** Counted at collection; null before. */
  returned: nullableInteger,
});

export type ReturnOrderLine = z.output<typeof returnOrderLineAnswerSchema>;

export const partnerOrderAnswerSchema = z
  .object({
    id: integer,
    companyId: integer,
    companyName: z.string(),
    displayOrderId: z.string().describe('P-YYYY-NNNNN, gapless per year'),
    orderDateTime: isoDate,
    state: z.enum(PartnerOrderState),
    type: z.enum(PartnerOrderType),
    orderLines: z.array(partnerOrderLineAnswerSchema),
    shippingAddress: addressAnswerSchema,
    deliveryComment: z.string(),
    closedAt: isoDate.nullable(),
    stateChanges: z.array(partnerOrderStateChangeAnswerSchema),
  })
  .meta({ id: 'PartnerOrder' });

export type PartnerOrder = z.output<typeof partnerOrderAnswerSchema>;

export const returnOrderAnswerSchema = z
  .object({
    id: integer,
    companyId: integer,
    companyName: z.string(),
    displayOrderId: z.string().describe('R-YYYY-NNNNN, gapless per year'),
    orderDateTime: isoDate,
    state: z.enum(ReturnOrderState),
    type: z.enum(PartnerOrderType),
    orderLines: z.array(returnOrderLineAnswerSchema),
    returned: z.boolean(),
    returnedAt: isoDate.nullable(),
    stateChanges: z.array(partnerOrderStateChangeAnswerSchema),
  })
  .meta({ id: 'ReturnOrder' });

export type ReturnOrder = z.output<typeof returnOrderAnswerSchema>;

export const companyInventoryAnswerSchema = z
  .object({
    id: integer,
    bookletId: integer,
    companyId: integer,
    quantity: integer,
    reportedDate: isoDate,
    userId: nullableInteger,
  })
  .meta({ id: 'CompanyInventoryEntry' });

export type CompanyInventoryEntry = z.output<typeof companyInventoryAnswerSchema>;

export const stockOverviewAnswerSchema = z
  .object({
    companyId: integer,
    companyName: z.string(),
    bookletId: integer,
    bookletName: z.string(),
    quantityOrdered: integer,
    quantityDelivered: integer,
    quantityBilled: integer,
    quantityReturnRequested: integer,
    quantityReturned: integer,
  })
  .meta({ id: 'StockOverview' });

export type StockOverview = z.output<typeof stockOverviewAnswerSchema>;

export const partnerOrderBookletAnswerSchema = z
  .object({
    id: integer,
    regionName: z.string(),
    year: integer,
    type: z.enum(PartnerOrderType),
    internalUnitPrice: z.number(),
    remainingAllowance: nullableInteger,
  })
  .meta({ id: 'PartnerOrderBooklet' });

export type PartnerOrderBooklet = z.output<typeof partnerOrderBookletAnswerSchema>;

/** Sell-through of one booklet at one point of sale. */
const sellThroughRowAnswerSchema = z.object({
  companyId: integer,
  companyName: z.string(),
  bookletId: integer,
  bookletName: z.string(),
  delivered: integer,
  /** The company's last reported stock; null when it never reported. */
  held: nullableInteger,
  returned: integer,
  /** delivered − held − returned; null while the stock is unknown. */
  sold: nullableInteger,
  /** sold / delivered (0 to 1); null when unknown or nothing was delivered. */
  sellThroughRate: z.number().nullable(),
});

export type SellThroughRow = z.output<typeof sellThroughRowAnswerSchema>;

/** How one booklet's printed quantity is going, and when it will run out at the current pace. */
const bookletSellThroughAnswerSchema = z.object({
  bookletId: integer,
  bookletName: z.string(),
  qtyPrinted: nullableInteger,
  /** Booklets in public orders. */
  soldPublicly: integer,
  /** Booklets sold by points of sale (as far as reported). */
  soldByPartners: integer,
  /** Printed minus sold; null without a printed quantity. */
  left: nullableInteger,
  /** Booklets sold per day since the sale began. */
  perDay: z.number(),
  /** The day the rest runs out at this pace; null when nothing sells or nothing is known. */
  runOutDate: isoDate.nullable(),
});

export type BookletSellThrough = z.output<typeof bookletSellThroughAnswerSchema>;

export const sellThroughAnswerSchema = z
  .object({
    rows: z.array(sellThroughRowAnswerSchema),
    booklets: z.array(bookletSellThroughAnswerSchema),
  })
  .meta({ id: 'SellThroughReport' });

export type SellThroughReport = z.output<typeof sellThroughAnswerSchema>;
const orderFigures = z.object({
  orders: integer.describe('Orders with a line of the booklet'),
  booklets: integer.describe('Booklets in those lines'),
});
const publicOrderFigures = orderFigures.extend({
  revenue: z.number().describe('CHF, VAT included'),
  vat: z.number().describe('CHF, the VAT in the revenue'),
});
const figuresByPartnerOrderType = z.object({
  Commission: orderFigures,
  Purchase: orderFigures,
});

/** Booklets and orders of one kind: how many orders, how many booklets in them. */
export type OrderFigures = z.output<typeof orderFigures>;
/** Public orders' lines of a booklet; revenue in CHF with VAT included, `vat` the part of it. */
export type PublicOrderFigures = z.output<typeof publicOrderFigures>;
/** Partner orders and returns split by type (Commission, Purchase). */
export type FiguresByPartnerOrderType = z.output<typeof figuresByPartnerOrderType>;

const bookletStatisticsAnswerSchema = z.object({
  bookletId: integer,
  regionName: z.string(),
  year: integer,
  vouchersByState,
  publicOrders: publicOrderFigures,
  partnerOrders: figuresByPartnerOrderType,
  returns: figuresByPartnerOrderType.describe('Return orders collected or closed'),
  printed: nullableInteger,
  sold: integer.describe('Public and partner booklets less returned ones'),
  activations: integer.describe('Copies activated into a wallet'),
  redemptions: integer.describe('Vouchers redeemed in its copies'),
});

export type BookletStatistics = z.output<typeof bookletStatisticsAnswerSchema>;

/** One day of the season: public orders placed that day (Swiss time). */
const ordersOnDayAnswerSchema = z.object({ date: isoDate, orders: integer, booklets: integer });

export type OrdersOnDay = z.output<typeof ordersOnDayAnswerSchema>;

/** A voucher's redemptions in the copies of one booklet of the year. */
const voucherRedemptionsAnswerSchema = z.object({
  bookletId: integer,
  voucherId: integer,
  companyName: z.string(),
  offerShort: z.string(),
  redemptions: integer,
});

export type VoucherRedemptions = z.output<typeof voucherRedemptionsAnswerSchema>;

export const statisticsAnswerSchema = z
  .object({
    year: integer,
    booklets: z.array(bookletStatisticsAnswerSchema),
    totals: z.object({
      publicOrders: publicOrderFigures,
      partnerOrders: figuresByPartnerOrderType,
      returns: figuresByPartnerOrderType,
      printed: integer,
      sold: integer,
      activations: integer,
      redemptions: integer,
    }),
    ordersPerDay: z.array(ordersOnDayAnswerSchema),
    voucherRedemptions: z
      .array(voucherRedemptionsAnswerSchema)
      .describe('The vouchers redeemed at least once, the most redeemed first'),
  })
  .meta({ id: 'Statistics' });

export type Statistics = z.output<typeof statisticsAnswerSchema>;

export * from './wallet-answer.schema.js';
