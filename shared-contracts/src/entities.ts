import type { CompanyMailLinkType, VoucherListBooklet } from './api.js';
import type {
  AddressType,
  BookletState,
  NotificationType,
  PartnerOrderState,
  PartnerOrderType,
  ReturnOrderState,
  Locale,
  Role,
  VoucherStateClass,
} from './enums.js';
import type { RoleClaim } from './roles.js';

/** Records are numbered from 1 up to PostgreSQL's largest integer. */
export const MAX_RECORD_ID = 2_147_483_647;

/** The longest text each address field holds: the forms' bounds and the database's columns. */
export const ADDRESS_MAX_LENGTH = {
  salutation: 40,
  company: 200,
  firstname: 100,
  lastname: 100,
  street: 200,
  addressAddition: 200,
  zip: 10,
  city: 100,
  email: 254,
  phone: 50,
  homepage: 254,
} as const;

/** An ISO 8601 date or date-time string, as the api sends it. */
export type IsoDate = string;

/** Postal address; empty strings stand for fields left blank. */
export interface Address {
  type: AddressType;
  salutation: string;
  company: string;
  firstname: string;
  lastname: string;
  street: string;
  addressAddition: string;
  zip: string;
  city: string;
  email: string;
  email2: string;
  phone: string;
  homepage: string;
  lon: number | null;
  lat: number | null;
}

export interface Region {
  id: number;
  name: string;
  canonical: string;
  sortId: number;
}

/** How many of a booklet's vouchers are in each state (states without vouchers left out). */
export type VouchersByState = Partial<Record<VoucherStateClass, number>>;

export interface Booklet {
  id: number;
  regionId: number;
  /** The region's name, for lists and titles. */
  regionName: string;
  year: number;
  state: BookletState;
  unitPrice: number;
  currency: string;
  orderFromDate: IsoDate | null;
  preOrderFromDate: IsoDate | null;
  coverImageId: number | null;
  hasCoverImage: boolean;
  vatPercent: number;
  internalUnitPrice: number;
  abacusProductId: string | null;
  internalAbacusProductId: string | null;
  costCentre1Income: string | null;
  internalCostCentre1Income: string | null;
  qtyPrinted: number | null;
  maxInternalOrders: number | null;
  informationForNextYear: string;
  responsibleUserId: number | null;
  shippingDate: IsoDate | null;
  goodForPrintingId: number | null;
  numOrders: number;
  numPartnerOrders: number;
  vouchersByState: VouchersByState;
}

/** A voucher as the booklet's voucher table shows it (`GET booklet/{id}/voucher`). */
export interface BookletVoucher {
  id: number;
  companyId: number;
  companyName: string;
  offerShort: string;
  stateClass: VoucherStateClass;
  copiedFromVoucherId: number | null;
  completeImageAttachmentId: number | null;
  frontImageAttachmentId: number | null;
  backImageAttachmentId: number | null;
  imageAttachmentIds: number[];
}

/** What the api tells of a stored file without sending it. */
export interface AttachmentMeta {
  id: number;
  originalName: string;
  mime: string;
  /** Bytes. */
  size: number;
  createdAt: IsoDate;
}

/** What the hints of the specification (section 5) say of a voucher image or company logo. */
export type VoucherImageHint =
  /** A voucher image under 2100 px high or 1200 px wide. */
  | 'imageTooSmall'
  /** A voucher image that is not a jpg, bmp or png. */
  | 'imageFormat'
  /** A raster logo under 800 px wide (a vector logo is welcome at any size). */
  | 'logoTooNarrow';

/** A voucher image's or logo's file, with its pixel size (null for EPS and AI) and hints. */
export interface VoucherImageMeta extends AttachmentMeta {
  width: number | null;
  height: number | null;
  /**
   * Whether the api shows a raster preview of it (`…/preview`): raster and SVG files always, a
   * PDF or AI by its first page, an EPS by the preview it carries; otherwise it is only downloaded.
   */
  hasPreview: boolean;
  hints: VoucherImageHint[];
}

/** Who decided on a print proof (GzD) version, and how; never changed once written. */
export interface VoucherProofDecision {
  id: number;
  /** The version decided on; null for a decision taken before any proof was stored. */
  proofId: number | null;
  approved: boolean;
  userId: number | null;
  username: string;
  decidedAt: IsoDate;
  /** With "GzD ok" the terms were accepted. */
  termsAccepted: boolean;
  /** The comment given with "GzD not ok". */
  comment: string;
}

/** One version of a voucher's print proof (GzD), as the graphic designer uploaded it. */
export interface VoucherProofVersion {
  id: number;
  voucherId: number;
  version: number;
  originalName: string;
  mime: string;
  size: number;
  /** SHA-256 of the bytes, hex: what an approval refers to. */
  checksum: string;
  uploadedByUserId: number | null;
  uploadedByName: string;
  uploadedAt: IsoDate;
  hasPreview: boolean;
  decisions: VoucherProofDecision[];
}

/** A voucher's proofs, newest version first, beside last year's (the voucher it was copied from). */
export interface VoucherProofs {
  voucherId: number;
  versions: VoucherProofVersion[];
  previousYear: { voucherId: number; versions: VoucherProofVersion[] } | null;
}

export interface VoucherCategory {
  id: number;
  title: string;
  /** CSS colour of the category's dots and map layer, e.g. `#d70023`. */
  color: string;
  /** Lower numbers sort first. */
  priority: number;
}

/** The company a voucher belongs to, as the voucher answers name it. */
export interface VoucherCompany {
  id: number;
  name: string;
}

export interface Voucher {
  id: number;
  bookletId: number | null;
  inBookletIds: number[];
  /** The booklets of `inBookletIds`, in that order, named by region and year. */
  inBooklets: VoucherListBooklet[];
  companyId: number;
  company: VoucherCompany;
  address: Address;
  offerShort: string;
  offerLong: string;
  openingHours: string;
  /** Left out for Company users: the note is for the graphic designer only. */
  noteForGraphicDesigner?: string;
  voucherCategoryId: number | null;
  responsibleUserId: number | null;
  stateClass: VoucherStateClass;
  copiedFromVoucherId: number | null;
  isFavorite: boolean;
  /** Whether the caller may change texts, address and booklets now (spec "Voucher editability"). */
  mayEdit: boolean;
  /** When and by whom the terms were accepted with "good-for-printing ok". */
  termsAcceptedAt: IsoDate | null;
  termsAcceptedByUserId: number | null;
  completeImageAttachmentId: number | null;
  frontImageAttachmentId: number | null;
  backImageAttachmentId: number | null;
  companyLogoAttachmentId: number | null;
  imageAttachmentIds: number[];
}

export interface TextBlock {
  id: number;
  canonical: string;
  /** The language of this version; a canonical has a German block and may have an English one. */
  locale: Locale;
  text: string;
  internalNotes: string;
}

/** A user as the api answers it; the password hash never leaves the api. */
export interface User {
  id: number;
  email: string;
  address: Address;
  companyId: number | null;
  roles: Role[];
  preferredLocale: Locale;
  profileImageAttachmentId: number | null;
  loginViaHash: boolean;
}

export interface Company {
  id: number;
  name: string;
  locationAddress: Address;
  /** Attachment id of the uploaded contract file. */
  contractId: number | null;
  responsibleUserId: number | null;
  canOrderMoreInternalBooks: boolean;
  isSellingBooklets: boolean;
  sellingBookletIds: number[];
  isPointOfSales: boolean;
  /** Whether a contract is on file (`contractId` names it). */
  hasContract: boolean;
  /** The company's vouchers, every state and booklet. */
  numVouchers: number;
  /** The users who work for the company (they get its mails). */
  numUsers: number;
}

export interface OrderLine {
  bookletId: number;
  currency: string;
  unitPrice: number;
  quantity: number;
  price: number;
  vatPercent: number;
}

export interface Order {
  id: number;
  /** `YYYY-NNNNN`, gapless per year. */
  displayOrderId: string;
  orderDateTime: IsoDate;
  billingAddress: Address;
  orderLines: OrderLine[];
  postage: number;
  postageLabel: string;
  postageProductNo: string;
  total: number;
}

export interface PartnerOrderLine {
  bookletId: number;
  quantity: number;
  /** Commission (may be returned) or Purchase (definitively billed), decided per line. */
  type: PartnerOrderType;
  /** The booklet's internal price when the order was placed. */
  unitPrice: number;
  vatPercent: number;
}

/** One move of a partner or return order's state, by whom and when. */
export interface PartnerOrderStateChange {
  fromState: string;
  toState: string;
  changedAt: IsoDate;
  userId: number | null;
  username: string;
}

export interface PartnerOrder {
  id: number;
  companyId: number;
  companyName: string;
  displayOrderId: string;
  orderDateTime: IsoDate;
  state: PartnerOrderState;
  /** Commission when any line is on commission, Purchase when all are bought. */
  type: PartnerOrderType;
  orderLines: PartnerOrderLine[];
  shippingAddress: Address;
  deliveryComment: string;
  closedAt: IsoDate | null;
  stateChanges: PartnerOrderStateChange[];
}

export interface ReturnOrderLine {
  bookletId: number;
  /** Requested. */
  quantity: number;
  /** Counted at collection; null before. */
  returned: number | null;
}

export interface ReturnOrder {
  id: number;
  companyId: number;
  companyName: string;
  displayOrderId: string;
  orderDateTime: IsoDate;
  state: ReturnOrderState;
  type: PartnerOrderType;
  orderLines: ReturnOrderLine[];
  /** True once the booklets were collected and counted. */
  returned: boolean;
  /** When they were collected. */
  returnedAt: IsoDate | null;
  stateChanges: PartnerOrderStateChange[];
}

export interface CompanyInventoryEntry {
  id: number;
  bookletId: number;
  companyId: number;
  quantity: number;
  reportedDate: IsoDate;
  /** Who reported it; null once that user was deleted. */
  userId: number | null;
}

export interface StockOverview {
  companyId: number;
  companyName: string;
  bookletId: number;
  bookletName: string;
  quantityOrdered: number;
  quantityDelivered: number;
  quantityBilled: number;
  quantityReturnRequested: number;
  quantityReturned: number;
}

export interface VoucherComment {
  id: number;
  bookletId: number | null;
  voucherId: number;
  /** Null once the author's user was deleted; `username` stays. */
  userId: number | null;
  username: string;
  title: string;
  text: string;
  createdAt: IsoDate;
  isCustomerVisible: boolean;
  notificationType: NotificationType;
}

export interface BookletComment {
  id: number;
  bookletId: number;
  /** The author; null once that user was deleted. */
  userId: number | null;
  username: string | null;
  title: string;
  text: string;
  createdAt: IsoDate;
}

export interface CompanyMail {
  id: number;
  subject: string;
  body: string;
  linkText: string;
  linkType: string;
}

export interface CompanyMailLog {
  id: number;
  subject: string;
  body: string;
  linkText: string;
  linkType: CompanyMailLinkType;
  mailSentAt: IsoDate;
  /** How many companies and how many of their users it went to. */
  numCompanies: number;
  numRecipients: number;
}

export interface VoucherStateChange {
  id: number;
  voucherId: number;
  changeDate: IsoDate;
  /** Null once the user was deleted; `username` stays. */
  userId: number | null;
  username: string;
  /** Null for the voucher's creation. */
  fromState: VoucherStateClass | null;
  toState: VoucherStateClass;
}

export interface Appointment {
  id: number;
  text: string;
}

/** One line of the public points-of-sale listing. */
export interface PointOfSale {
  bookletId: number;
  bookletName: string;
  companyName: string;
  city: string;
}

/** Claims of the access token. */
export interface TokenClaims {
  /** The user's email. */
  sub: string;
  uid: number;
  /** Permissions as `Role.X` strings. */
  permissions: RoleClaim[];
  /** The roles the user holds. */
  role: Role[];
  iat?: number;
  exp?: number;
}

/** A booklet as the public list answers it. */
/** A booklet as the orders dashboard names and filters it: every state, archived included. */
export interface OrderBooklet {
  id: number;
  regionName: string;
  year: number;
  state: BookletState;
}

export interface PublicBooklet {
  id: number;
  regionId: number;
  regionName: string;
  regionCanonical: string;
  /** The region's sortId, for the gallery order. */
  regionSortId?: number;
  year: number;
  state: BookletState;
  unitPrice: number;
  currency: string;
  orderFromDate: IsoDate | null;
  preOrderFromDate: IsoDate | null;
  hasCoverImage: boolean;
  coverImageId: number | null;
  voucherCount: number;
}

/** A voucher as the public list answers it: no workflow or internal fields. */
export interface PublicVoucher {
  id: number;
  bookletIds: number[];
  companyName: string;
  city: string;
  lon: number | null;
  lat: number | null;
  offerShort: string;
  offerLong: string;
  openingHours: string;
  voucherCategoryId: number | null;
  completeImageAttachmentId: number | null;
  frontImageAttachmentId: number | null;
  backImageAttachmentId: number | null;
}

/** The map positions a voucher's address may take: Switzerland's bounding box (WGS 84). */
export const SWITZERLAND_BOUNDS = {
  minLon: 5.95,
  maxLon: 10.5,
  minLat: 45.81,
  maxLat: 47.81,
} as const;
