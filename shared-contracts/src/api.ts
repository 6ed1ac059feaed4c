import type { Address, IsoDate, PublicVoucher, VouchersByState } from './entities.js';
import type {
  AddressType,
  BookletState,
  Locale,
  NotificationType,
  PartnerOrderState,
  PartnerOrderType,
  ReturnOrderState,
  Role,
  VoucherStateClass,
} from './enums.js';
import type { VoucherActionKey } from './voucher-states.js';

/** Base path of every api call. */
export const API_BASE_PATH = '/api/v1';

/** Header the api sets on a 401 when the access token has only expired. */
export const TOKEN_EXPIRED_HEADER = 'Token-Expired';

/** Placeholder a `loginUrlTemplate` carries for the mailed login hash. */
export const LOGIN_HASH_PLACEHOLDER = '{loginHash}';

// --- auth ---

export type AuthenticateRequest = { username: string; password: string } | { loginHash: string };

export interface TokenAnswer {
  token: string;
  refreshToken: string;
}

export interface RefreshRequest {
  refreshToken: string;
  jwtToken: string;
}

export interface ChangePasswordRequest {
  userId: number;
  password: string;
}

export interface ChangePasswordAnswer {
  success: boolean;
}

export interface ResetPasswordRequest {
  email: string;
}

export interface ChangeUsernameRequest {
  userId: number;
  username: string;
}

export interface RegisterRequest {
  email: string;
  /** Null when the user logs in through mailed links only. */
  password: string | null;
  firstname: string;
  lastname: string;
  companyId: number | null;
}

export interface ToggleRoleRequest {
  userId: number;
  roleName: Role;
}

// --- users ---

export interface UpdateUserRequest {
  companyId: number | null;
}

export interface UpdateLocaleRequest {
  preferredLocale: Locale;
}

/** Address fields a form sends; the user's address has no coordinates. */
export interface AddressRequest {
  type?: AddressType;
  salutation?: string;
  company?: string;
  firstname: string;
  lastname: string;
  street?: string;
  addressAddition?: string;
  zip?: string;
  city?: string;
  email?: string;
  email2?: string;
  phone?: string;
  homepage?: string;
}

/** A voucher's (or company location's) address also carries the map position. */
export interface LocatedAddressRequest extends Omit<AddressRequest, 'firstname' | 'lastname'> {
  firstname?: string;
  lastname?: string;
  lon?: number | null;
  lat?: number | null;
}

// --- vouchers ---

export interface CreateVoucherRequest {
  companyId: number;
  responsibleUserId: number | null;
  voucherCategoryId: number | null;
  offerShort: string;
  /** The booklet the voucher is made for; it can also be added afterwards (booklet-id). */
  bookletId?: number | null;
}

export interface UpdateVoucherRequest {
  voucherCategoryId: number | null;
  responsibleUserId: number | null;
  offerShort: string;
  openingHours: string;
  offerLong: string;
  /** Staff only: a Company user neither reads nor sends it (left out, it stays as it is). */
  noteForGraphicDesigner?: string;
}

/** `PUT voucher/{id}/address`: every field may stay empty; lon and lat inside Switzerland. */
export type VoucherAddressRequest = LocatedAddressRequest;

export interface ChangeVoucherStateRequest {
  newVoucherStateClass: VoucherStateClass;
  /** Link for mails, carrying {@link LOGIN_HASH_PLACEHOLDER}. */
  loginUrlTemplate?: string;
  /** Required for "GzD ok". */
  termsAccepted?: boolean;
  /** Names the action when two lead to the same state (e.g. "data not ok" vs "change offer"). */
  action?: VoucherActionKey;
  /**
   * The state the caller saw: when the voucher has moved on meanwhile the change is refused
   * with 409 (an `If-Match: "<stateClass>"` header does the same).
   */
  fromStateClass?: VoucherStateClass;
  /** "GzD ok" or "GzD not ok": the proof version the caller saw (409 when a newer one exists). */
  proofId?: number;
  /** "GzD not ok": what should change. */
  comment?: string;
}

/** One entry of `GET voucher/{id}/next-state`, best first. */
export interface NextVoucherStateAnswer {
  stateClass: VoucherStateClass;
  action: VoucherActionKey;
  /** "GzD ok": the change needs `termsAccepted: true`. */
  requiresTermsAcceptance: boolean;
}

/** Voucher comments notify; booklet comments only carry title and text. */
export interface CommentRequest {
  title: string;
  text: string;
  notificationType?: NotificationType;
  isCustomerVisible?: boolean;
}

/** `PUT voucher/{id}/comment/{commentId}` (author or Franchisee). */
export interface UpdateCommentRequest {
  title: string;
  text: string;
  isCustomerVisible?: boolean;
}

/** `GET voucher` with a token: filters, each optional; `page` counts from 1. */
export interface VoucherListFilter {
  archived?: boolean;
  bookletId?: number;
  stateClass?: VoucherStateClass[];
  voucherCategoryId?: number;
  responsibleUserId?: number;
  companyId?: number;
  favorite?: boolean;
  fulltext?: string;
  page?: number;
  pageSize?: number;
}

/**
 * A booklet as a voucher's row and page name it: its region and year, which whoever may read the voucher
 * may see, also of a booklet they may not open (a draft's, for its company).
 */
export interface VoucherListBooklet {
  id: number;
  regionName: string;
  year: number;
}

/** One row of the dashboard's voucher table. */
export interface VoucherListItem {
  id: number;
  bookletId: number | null;
  inBookletIds: number[];
  /** The booklets of `inBookletIds`, in that order, named by region and year. */
  inBooklets: VoucherListBooklet[];
  companyId: number;
  companyName: string;
  city: string;
  offerShort: string;
  voucherCategoryId: number | null;
  responsibleUserId: number | null;
  stateClass: VoucherStateClass;
  isFavorite: boolean;
  updatedAt: IsoDate;
}

/**
 * `GET voucher` with a token: one page of the caller's vouchers (category priority, then
 * company), how many match in all, and how many match per state (the state filter left out,
 * so the counts show what choosing another state would find).
 */
/** A page of a list: every list `GET voucher` answers has this shape, with a token or without. */
export interface PagedList<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** `GET voucher` without a token: the public vouchers, all on one page unless `pageSize` is sent. */
export type PublicVoucherList = PagedList<PublicVoucher>;

/** `GET voucher` with a token: the caller's vouchers, filtered and paged. */
export interface VoucherListAnswer extends PagedList<VoucherListItem> {
  stateCounts: Partial<Record<VoucherStateClass, number>>;
}

/** `POST voucher/{id}/approval-mail`: the mail the company waits on, sent again. */
export interface ResendVoucherMailRequest {
  /** Link for the mails, carrying {@link LOGIN_HASH_PLACEHOLDER}; the voucher's page when left out. */
  loginUrlTemplate?: string;
}

/** How many mails went into the outbox. */
export interface MailsSentAnswer {
  sent: number;
}

/** A possible responsible user (spec section 6: Admin, Franchisee or SuperAdmin). */
export interface ResponsibleUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
}

export interface BookletIdRequest {
  bookletId: number;
}

// --- reference data ---

export interface RegionRequest {
  name: string;
}

export interface TextBlockRequest {
  text: string;
  canonical: string;
  internalNotes: string;
  /** The version's language on create (default de-CH); a saved block keeps its language. */
  locale?: Locale;
}

export interface AppointmentRequest {
  text: string;
}

// --- orders ---

export interface OrderLineRequest {
  bookletId: number;
  quantity: number;
}

/**
 * The billing address fields of the public order form, in its order (spec section 3: "the
 * public order form address fields … email2 and homepage also appear in the new order form").
 */
export const BILLING_ADDRESS_FIELDS = [
  'salutation',
  'company',
  'firstname',
  'lastname',
  'street',
  'zip',
  'city',
  'email',
  'email2',
  'phone',
  'homepage',
] as const;

export type BillingAddressField = (typeof BILLING_ADDRESS_FIELDS)[number];

/**
 * What each billing address field asks for, as HTML's `autocomplete` names it, so a browser
 * fills in the buyer's own details and assistive technology knows each field's purpose (WCAG
 * 1.3.5). A field added above without its purpose here does not compile.
 */
export const BILLING_ADDRESS_AUTOCOMPLETE: Readonly<Record<BillingAddressField, string>> = {
  salutation: 'honorific-prefix',
  company: 'organization',
  firstname: 'given-name',
  lastname: 'family-name',
  street: 'address-line1',
  zip: 'postal-code',
  city: 'address-level2',
  email: 'email',
  email2: 'email',
  phone: 'tel',
  homepage: 'url',
};

/** Body of the public `POST order`. */
export interface CreateOrderRequest {
  type: AddressType;
  salutation?: string;
  company?: string;
  firstname?: string;
  lastname?: string;
  street: string;
  zip: string;
  city: string;
  email: string;
  email2?: string;
  phone?: string;
  homepage?: string;
  orderLines: OrderLineRequest[];
}

export interface UpdateOrderRequest {
  postage: number;
  postageProductNo: string;
  postageLabel: string;
}

export interface OrderLinesRequest {
  lines: OrderLineRequest[];
}

/** Answer of `GET order/postage?quantity=N`. */
export interface PostageAnswer {
  quantity: number;
  postage: number;
}

// --- companies ---

export interface CompanyRequest {
  name: string;
  canOrderMoreInternalBooks: boolean;
  responsibleUserId: number | null;
  sellingBookletIds: number[];
  isPointOfSales: boolean;
}

/** `PUT company/{id}/location-address`: as a voucher's address, the position inside Switzerland. */
export type CompanyLocationRequest = LocatedAddressRequest;

/** A user of a company as its page lists them. */
export interface CompanyUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  loginViaHash: boolean;
}

// --- booklets ---

export interface BookletRequest {
  regionId: number;
  year: number;
  state: BookletState;
  unitPrice: number;
  orderFromDate: IsoDate | null;
  preOrderFromDate: IsoDate | null;
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
}

export interface CloneBookletRequest {
  year: number;
}

/** Why a booklet-wide move left a voucher where it was. */
export type SkippedVoucherReason = 'otherState' | 'notAllowed' | 'changedMeanwhile' | 'noProof';

/** What a booklet-wide move did: the vouchers moved, and the others with the reason. */
export interface BookletVoucherStatesAnswer {
  moved: number;
  movedVoucherIds: number[];
  skipped: { voucherId: number; stateClass: VoucherStateClass; reason: SkippedVoucherReason }[];
}

export interface BookletCommentRequest {
  title: string;
  text: string;
}

export interface VoucherStatesRequest {
  fromStateClass: VoucherStateClass;
  toStateClass: VoucherStateClass;
}

// --- partner orders ---

export interface PartnerOrderRequest {
  /** The company ordering: a Company user's own (may be left out); staff must name it. */
  companyId?: number;
  orderLines: OrderLineRequest[];
  shippingAddress?: Partial<Address>;
  deliveryComment?: string;
}

export interface ReturnOrderRequest {
  /** The company returning: a Company user's own (may be left out); staff must name it. */
  companyId?: number;
  orderLines: OrderLineRequest[];
}

export interface PartnerOrderStateRequest {
  state: PartnerOrderState;
}

export interface ReturnOrderStateRequest {
  state: ReturnOrderState;
  /** At collection: how many of each booklet came back (each line's requested quantity if left out). */
  returned?: OrderLineRequest[];
}

export interface InventoryRequest {
  /** The company reporting: a Company user's own (may be left out); staff must name it. */
  companyId?: number;
  bookletId: number;
  quantity: number;
}

/** The page a company mail's login link opens (none: a mail without a link). */
export type CompanyMailLinkType = 'partnerOrders' | 'vouchers' | 'none';
/** A booklet a company may order now, and on which terms (`GET partner-order/booklets`). */
export interface PartnerOrderBooklet {
  id: number;
  regionName: string;
  year: number;
  /** Commission when the company has a voucher in the booklet, Purchase otherwise. */
  type: PartnerOrderType;
  internalUnitPrice: number;
  /** How many more the company may order of it; null: no limit. */
  remainingAllowance: number | null;
}

/** Sell-through of one booklet at one point of sale. */
export interface SellThroughRow {
  companyId: number;
  companyName: string;
  bookletId: number;
  bookletName: string;
  delivered: number;
  /** The company's last reported stock; null when it never reported. */
  held: number | null;
  returned: number;
  /** delivered − held − returned; null while the stock is unknown. */
  sold: number | null;
  /** sold / delivered (0 to 1); null when unknown or nothing was delivered. */
  sellThroughRate: number | null;
}

/** How one booklet's printed quantity is going, and when it will run out at the current pace. */
export interface BookletSellThrough {
  bookletId: number;
  bookletName: string;
  qtyPrinted: number | null;
  /** Booklets in public orders. */
  soldPublicly: number;
  /** Booklets sold by points of sale (as far as reported). */
  soldByPartners: number;
  /** Printed minus sold; null without a printed quantity. */
  left: number | null;
  /** Booklets sold per day since the sale began. */
  perDay: number;
  /** The day the rest runs out at this pace; null when nothing sells or nothing is known. */
  runOutDate: IsoDate | null;
}

export interface SellThroughReport {
  rows: SellThroughRow[];
  booklets: BookletSellThrough[];
}

export interface CompanyMailRequest {
  subject: string;
  body: string;
  linkText: string;
  linkType: CompanyMailLinkType;
}

/** What `POST company-mail` did: its message in the caller's language, and to whom. */
export interface CompanyMailSentAnswer {
  message: string;
  numCompanies: number;
  numRecipients: number;
}

// --- infrastructure ---

/** Answer of the public `GET client-config`: deployment settings the web app reads at run time. */
export interface ClientConfig {
  /** XYZ tile URL template of the storefront map (`{z}`, `{x}`, `{y}`), from MAP_TILE_URL. */
  mapTileUrl: string;
}

/** Liveness: the process answers (`ok`) whatever its database does; readiness is ReadyAnswer. */
export interface HealthAnswer {
  status: 'ok';
  database: { kind: 'embedded' | 'server'; state: 'up' | 'down' };
}

/** What a replica needs before the proxy sends it traffic; `not-configured` for an unused service. */
export interface ReadyAnswer {
  ready: boolean;
  /** Set while the replica finishes its requests before stopping. */
  shuttingDown: boolean;
  checks: {
    database: 'up' | 'down';
    migrations: 'applied' | 'pending' | 'unknown';
    storage: 'up' | 'down';
    redis: 'up' | 'down' | 'not-configured';
  };
}

/** Every error answer of the api; `message` is in the request's locale. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: string[];
}

// --- statistics ---

/** Booklets and orders of one kind: how many orders, how many booklets in them. */
export interface OrderFigures {
  orders: number;
  booklets: number;
}

/** Public orders' lines of a booklet; revenue in CHF with VAT included, `vat` the part of it. */
export interface PublicOrderFigures extends OrderFigures {
  revenue: number;
  vat: number;
}

/** Partner orders and returns split by type (Commission, Purchase). */
export type FiguresByPartnerOrderType = Record<'Commission' | 'Purchase', OrderFigures>;

export interface BookletStatistics {
  bookletId: number;
  regionName: string;
  year: number;
  vouchersByState: VouchersByState;
  publicOrders: PublicOrderFigures;
  partnerOrders: FiguresByPartnerOrderType;
  returns: FiguresByPartnerOrderType;
  /** Booklets printed (null while unknown). */
  printed: number | null;
  /** Public orders' booklets plus partner orders' booklets less those returned. */
  sold: number;
}

/** One day of the season: public orders placed that day (Swiss time). */
export interface OrdersOnDay {
  date: IsoDate;
  orders: number;
  booklets: number;
}

/** `GET statistics?year=`: the season of a booklet year. */
export interface Statistics {
  year: number;
  booklets: BookletStatistics[];
  totals: {
    publicOrders: PublicOrderFigures;
    partnerOrders: FiguresByPartnerOrderType;
    returns: FiguresByPartnerOrderType;
    printed: number;
    sold: number;
  };
  ordersPerDay: OrdersOnDay[];
}
