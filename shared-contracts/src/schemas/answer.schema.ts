import { z } from 'zod';
import type {
  ChangePasswordAnswer,
  BookletVoucherStatesAnswer,
  ClientConfig,
  CompanyMailSentAnswer,
  CompanyUser,
  ErrorBody,
  HealthAnswer,
  MailsSentAnswer,
  NextVoucherStateAnswer,
  PartnerOrderBooklet,
  SellThroughReport,
  ReadyAnswer,
  PostageAnswer,
  PublicVoucherList,
  ResponsibleUser,
  Statistics,
  TokenAnswer,
  VoucherListAnswer,
  VoucherListBooklet,
  VoucherListItem,
} from '../api.js';
import type {
  Address,
  Appointment,
  AttachmentMeta,
  Booklet,
  BookletComment,
  BookletVoucher,
  Company,
  CompanyMailLog,
  CompanyInventoryEntry,
  Order,
  OrderBooklet,
  PartnerOrder,
  PointOfSale,
  PublicBooklet,
  PublicVoucher,
  Region,
  ReturnOrder,
  StockOverview,
  TextBlock,
  User,
  Voucher,
  VoucherCategory,
  VoucherComment,
  VoucherImageMeta,
  VoucherProofDecision,
  VoucherProofs,
  VoucherProofVersion,
  VoucherStateChange,
} from '../entities.js';
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

export const errorBodySchema = z
  .object({
    statusCode: integer,
    message: z.string().describe("In the request's locale (Accept-Language)"),
    errors: z.array(z.string()).optional().describe('One message per invalid field'),
  })
  .meta({ id: 'ErrorBody' }) satisfies z.ZodType<ErrorBody>;

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
  .meta({ id: 'Address' }) satisfies z.ZodType<Address>;

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
  .meta({ id: 'User' }) satisfies z.ZodType<User>;

export const tokenAnswerSchema = z
  .object({
    token: z.string().describe('Access token (JWT, 15 minutes)'),
    refreshToken: z.string().describe('Rotated on every refresh, 30 days'),
  })
  .meta({ id: 'TokenAnswer' }) satisfies z.ZodType<TokenAnswer>;

export const changePasswordAnswerSchema = z
  .object({
    success: z.boolean(),
  })
  .meta({ id: 'ChangePasswordAnswer' }) satisfies z.ZodType<ChangePasswordAnswer>;

export const rolesAnswerSchema = z.array(z.enum(Role));

export const regionAnswerSchema = z
  .object({
    id: integer,
    name: z.string(),
    canonical: z.string(),
    sortId: integer,
  })
  .meta({ id: 'Region' }) satisfies z.ZodType<Region>;

export const voucherCategoryAnswerSchema = z
  .object({
    id: integer,
    title: z.string(),
    color: z.string(),
    priority: integer,
  })
  .meta({ id: 'VoucherCategory' }) satisfies z.ZodType<VoucherCategory>;

export const textBlockAnswerSchema = z
  .object({
    id: integer,
    canonical: z.string(),
    locale: z.enum(LOCALES),
    text: z.string(),
    internalNotes: z.string(),
  })
  .meta({ id: 'TextBlock' }) satisfies z.ZodType<TextBlock>;

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
  .meta({ id: 'PublicBooklet' }) satisfies z.ZodType<PublicBooklet>;

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
  .meta({ id: 'PublicVoucher' }) satisfies z.ZodType<PublicVoucher>;

export const pointOfSaleAnswerSchema = z
  .object({
    bookletId: integer,
    bookletName: z.string(),
    companyName: z.string(),
    city: z.string(),
  })
  .meta({ id: 'PointOfSale' }) satisfies z.ZodType<PointOfSale>;

export const orderAnswerSchema = z
  .object({
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
  })
  .meta({ id: 'Order' }) satisfies z.ZodType<Order>;

export const orderBookletAnswerSchema = z
  .object({
    id: integer,
    regionName: z.string(),
    year: integer,
    state: z.enum(BookletState),
  })
  .meta({ id: 'OrderBooklet' }) satisfies z.ZodType<OrderBooklet>;

export const postageAnswerSchema = z
  .object({
    quantity: integer,
    postage: z.number(),
  })
  .meta({ id: 'PostageAnswer' }) satisfies z.ZodType<PostageAnswer>;

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
  .meta({ id: 'Company' }) satisfies z.ZodType<Company>;

export const companyUserAnswerSchema = z
  .object({
    id: integer,
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    loginViaHash: z.boolean(),
  })
  .meta({ id: 'CompanyUser' }) satisfies z.ZodType<CompanyUser>;

export const companyMailSentAnswerSchema = z
  .object({
    message: z.string().describe("In the request's locale"),
    numCompanies: integer,
    numRecipients: integer,
  })
  .meta({ id: 'CompanyMailSentAnswer' }) satisfies z.ZodType<CompanyMailSentAnswer>;

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
  .meta({ id: 'CompanyMailLog' }) satisfies z.ZodType<CompanyMailLog>;

export const clientConfigAnswerSchema = z
  .object({
    mapTileUrl: z.string(),
  })
  .meta({ id: 'ClientConfig' }) satisfies z.ZodType<ClientConfig>;

export const healthAnswerSchema = z
  .object({
    status: z.literal('ok'),
    database: z.object({
      kind: z.enum(['embedded', 'server']),
      state: z.enum(['up', 'down']),
    }),
  })
  .meta({ id: 'HealthAnswer' }) satisfies z.ZodType<HealthAnswer>;

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
  .meta({ id: 'ReadyAnswer' }) satisfies z.ZodType<ReadyAnswer>;

/** `/remotes.json`: the entry URL of each federated remote. */
export const remotesAnswerSchema = z.record(z.string(), z.string());

/** A page's head markup as the server writes it into the page (`GET page-head`). */
export const pageHeadAnswerSchema = z.object({ head: z.string() });

export type PageHeadAnswer = z.output<typeof pageHeadAnswerSchema>;

const stateClass = z.enum(VoucherStateClass);

/** A booklet as a voucher's row names it, also one the caller may not open. */
export const voucherListBookletAnswerSchema = z
  .object({ id: integer, regionName: z.string(), year: integer })
  .meta({ id: 'VoucherListBooklet' }) satisfies z.ZodType<VoucherListBooklet>;

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
  .meta({ id: 'VoucherListItem' }) satisfies z.ZodType<VoucherListItem>;

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
  .meta({ id: 'PublicVoucherList' }) satisfies z.ZodType<PublicVoucherList>;

export const voucherListAnswerSchema = pagedList(voucherListItemAnswerSchema)
  .extend({
    stateCounts: z
      .partialRecord(stateClass, integer)
      .describe('Matching vouchers per state, the state filter left out'),
  })
  .meta({ id: 'VoucherListAnswer' }) satisfies z.ZodType<VoucherListAnswer>;

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
    company: z.object({ id: integer, name: z.string() }),
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
  .meta({ id: 'Voucher' }) satisfies z.ZodType<Voucher>;

/** One step the caller may take now, best first. */
export const nextVoucherStateAnswerSchema = z
  .object({
    stateClass,
    action: voucherActionSchema,
    requiresTermsAcceptance: z.boolean(),
  })
  .meta({ id: 'NextVoucherStateAnswer' }) satisfies z.ZodType<NextVoucherStateAnswer>;

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
  .meta({ id: 'VoucherStateChange' }) satisfies z.ZodType<VoucherStateChange>;

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
  .meta({ id: 'VoucherComment' }) satisfies z.ZodType<VoucherComment>;

/** The booklets a voucher is in. */
export const bookletIdsAnswerSchema = z.array(integer);

export const responsibleUserAnswerSchema = z
  .object({
    id: integer,
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
  })
  .meta({ id: 'ResponsibleUser' }) satisfies z.ZodType<ResponsibleUser>;

export const mailsSentAnswerSchema = z
  .object({
    sent: integer.describe('Mails put into the outbox'),
  })
  .meta({ id: 'MailsSentAnswer' }) satisfies z.ZodType<MailsSentAnswer>;
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
    vouchersByState: z
      .partialRecord(z.enum(VoucherStateClass), integer)
      .describe('Vouchers of the booklet per state; states without vouchers left out'),
  })
  .meta({ id: 'Booklet' }) satisfies z.ZodType<Booklet>;

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
  .meta({ id: 'BookletVoucher' }) satisfies z.ZodType<BookletVoucher>;

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
  .meta({ id: 'BookletComment' }) satisfies z.ZodType<BookletComment>;

export const attachmentMetaAnswerSchema = z
  .object({
    id: integer,
    originalName: z.string(),
    mime: z.string(),
    size: integer.describe('Bytes'),
    createdAt: isoDate,
  })
  .meta({ id: 'AttachmentMeta' }) satisfies z.ZodType<AttachmentMeta>;

export const voucherImageMetaAnswerSchema = attachmentMetaAnswerSchema
  .extend({
    width: nullableInteger.describe('Pixels; null for EPS and AI'),
    height: nullableInteger.describe('Pixels; null for EPS and AI'),
    hasPreview: z.boolean(),
    hints: z
      .array(z.enum(['imageTooSmall', 'imageFormat', 'logoTooNarrow']))
      .describe('What the file falls short of (specification section 5)'),
  })
  .meta({ id: 'VoucherImageMeta' }) satisfies z.ZodType<VoucherImageMeta>;

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
  .meta({ id: 'VoucherProofDecision' }) satisfies z.ZodType<VoucherProofDecision>;

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
  .meta({ id: 'VoucherProofVersion' }) satisfies z.ZodType<VoucherProofVersion>;

export const voucherProofsAnswerSchema = z
  .object({
    voucherId: integer,
    versions: z.array(voucherProofVersionAnswerSchema),
    previousYear: z
      .object({ voucherId: integer, versions: z.array(voucherProofVersionAnswerSchema) })
      .nullable(),
  })
  .meta({ id: 'VoucherProofs' }) satisfies z.ZodType<VoucherProofs>;

export const appointmentAnswerSchema = z
  .object({
    id: integer,
    text: z.string(),
  })
  .meta({ id: 'Appointment' }) satisfies z.ZodType<Appointment>;

export const bookletVoucherStatesAnswerSchema = z
  .object({
    moved: integer.describe('Vouchers moved, each with its history row and mail'),
    movedVoucherIds: z.array(integer),
    skipped: z
      .array(
        z.object({
          voucherId: integer,
          stateClass: z.enum(VoucherStateClass),
          reason: z
            .enum(['otherState', 'notAllowed', 'changedMeanwhile', 'noProof'])
            .describe('noProof: its good-for-printing has no proof version to send yet'),
        }),
      )
      .describe("The booklet's other vouchers, with why each stayed"),
  })
  .meta({ id: 'BookletVoucherStatesAnswer' }) satisfies z.ZodType<BookletVoucherStatesAnswer>;

// --- partner orders, returns, inventory, stock ---

const partnerOrderStateChangeAnswerSchema = z.object({
  fromState: z.string(),
  toState: z.string(),
  changedAt: isoDate,
  userId: nullableInteger,
  username: z.string(),
});

export const partnerOrderAnswerSchema = z
  .object({
    id: integer,
    companyId: integer,
    companyName: z.string(),
    displayOrderId: z.string().describe('P-YYYY-NNNNN, gapless per year'),
    orderDateTime: isoDate,
    state: z.enum(PartnerOrderState),
    type: z.enum(PartnerOrderType),
    orderLines: z.array(
      z.object({
        bookletId: integer,
        quantity: integer,
        type: z.enum(PartnerOrderType),
        unitPrice: z.number(),
        vatPercent: z.number(),
      }),
    ),
    shippingAddress: addressAnswerSchema,
    deliveryComment: z.string(),
    closedAt: isoDate.nullable(),
    stateChanges: z.array(partnerOrderStateChangeAnswerSchema),
  })
  .meta({ id: 'PartnerOrder' }) satisfies z.ZodType<PartnerOrder>;

export const returnOrderAnswerSchema = z
  .object({
    id: integer,
    companyId: integer,
    companyName: z.string(),
    displayOrderId: z.string().describe('R-YYYY-NNNNN, gapless per year'),
    orderDateTime: isoDate,
    state: z.enum(ReturnOrderState),
    type: z.enum(PartnerOrderType),
    orderLines: z.array(
      z.object({ bookletId: integer, quantity: integer, returned: nullableInteger }),
    ),
    returned: z.boolean(),
    returnedAt: isoDate.nullable(),
    stateChanges: z.array(partnerOrderStateChangeAnswerSchema),
  })
  .meta({ id: 'ReturnOrder' }) satisfies z.ZodType<ReturnOrder>;

export const companyInventoryAnswerSchema = z
  .object({
    id: integer,
    bookletId: integer,
    companyId: integer,
    quantity: integer,
    reportedDate: isoDate,
    userId: nullableInteger,
  })
  .meta({ id: 'CompanyInventoryEntry' }) satisfies z.ZodType<CompanyInventoryEntry>;

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
  .meta({ id: 'StockOverview' }) satisfies z.ZodType<StockOverview>;

export const partnerOrderBookletAnswerSchema = z
  .object({
    id: integer,
    regionName: z.string(),
    year: integer,
    type: z.enum(PartnerOrderType),
    internalUnitPrice: z.number(),
    remainingAllowance: nullableInteger,
  })
  .meta({ id: 'PartnerOrderBooklet' }) satisfies z.ZodType<PartnerOrderBooklet>;

export const sellThroughAnswerSchema = z
  .object({
    rows: z.array(
      z.object({
        companyId: integer,
        companyName: z.string(),
        bookletId: integer,
        bookletName: z.string(),
        delivered: integer,
        held: nullableInteger,
        returned: integer,
        sold: nullableInteger,
        sellThroughRate: z.number().nullable(),
      }),
    ),
    booklets: z.array(
      z.object({
        bookletId: integer,
        bookletName: z.string(),
        qtyPrinted: nullableInteger,
        soldPublicly: integer,
        soldByPartners: integer,
        left: nullableInteger,
        perDay: z.number(),
        runOutDate: isoDate.nullable(),
      }),
    ),
  })
  .meta({ id: 'SellThroughReport' }) satisfies z.ZodType<SellThroughReport>;
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

export const statisticsAnswerSchema = z
  .object({
    year: integer,
    booklets: z.array(
      z.object({
        bookletId: integer,
        regionName: z.string(),
        year: integer,
        vouchersByState: z.partialRecord(z.enum(VoucherStateClass), integer),
        publicOrders: publicOrderFigures,
        partnerOrders: figuresByPartnerOrderType,
        returns: figuresByPartnerOrderType.describe('Return orders collected or closed'),
        printed: nullableInteger,
        sold: integer.describe('Public and partner booklets less returned ones'),
      }),
    ),
    totals: z.object({
      publicOrders: publicOrderFigures,
      partnerOrders: figuresByPartnerOrderType,
      returns: figuresByPartnerOrderType,
      printed: integer,
      sold: integer,
    }),
    ordersPerDay: z.array(z.object({ date: isoDate, orders: integer, booklets: integer })),
  })
  .meta({ id: 'Statistics' }) satisfies z.ZodType<Statistics>;
