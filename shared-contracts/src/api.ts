// The api's requests and answers. Each type is read off the schema that checks it
// (`./schemas/*.schema.ts`), the one place its fields are written.

/** Base path of every api call. */
export const API_BASE_PATH = '/api/v1';

/** Header the api sets on a 401 when the access token has only expired. */
export const TOKEN_EXPIRED_HEADER = 'Token-Expired';

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

export type {
  AuthenticateRequest,
  ChangePasswordRequest,
  ChangeUsernameRequest,
  RefreshRequest,
  RegisterRequest,
  ResetPasswordRequest,
  ToggleRoleRequest,
} from './schemas/auth.schema.js';
export type {
  AddressRequest,
  LocatedAddressRequest,
  UpdateLocaleRequest,
  UpdateUserRequest,
} from './schemas/user.schema.js';
export type {
  BookletIdRequest,
  ChangeVoucherStateRequest,
  CommentRequest,
  CreateVoucherRequest,
  ResendVoucherMailRequest,
  UpdateCommentRequest,
  UpdateVoucherRequest,
  VoucherAddressRequest,
  VoucherListFilter,
} from './schemas/voucher.schema.js';
export type {
  AppointmentRequest,
  RegionRequest,
  TextBlockRequest,
} from './schemas/reference-data.schema.js';
export type {
  CreateOrderRequest,
  OrderLineRequest,
  OrderLinesRequest,
  UpdateOrderRequest,
} from './schemas/order.schema.js';
export type {
  CompanyLocationRequest,
  CompanyMailLinkType,
  CompanyMailRequest,
  CompanyRequest,
} from './schemas/company.schema.js';
export type {
  BookletCommentRequest,
  BookletRequest,
  CloneBookletRequest,
  VoucherStatesRequest,
} from './schemas/booklet.schema.js';
export type {
  InventoryRequest,
  PartnerOrderRequest,
  PartnerOrderStateRequest,
  ReturnOrderRequest,
  ReturnOrderStateRequest,
} from './schemas/partner-order.schema.js';
export type {
  BookletSellThrough,
  BookletStatistics,
  BookletVoucherStatesAnswer,
  ChangePasswordAnswer,
  ClientConfig,
  CompanyMailSentAnswer,
  CompanyUser,
  ErrorBody,
  FiguresByPartnerOrderType,
  HealthAnswer,
  MailsSentAnswer,
  NextVoucherStateAnswer,
  OrderFigures,
  OrdersOnDay,
  PartnerOrderBooklet,
  PostageAnswer,
  PublicOrderFigures,
  PublicVoucherList,
  VoucherRedemptions,
  ReadyAnswer,
  ResponsibleUser,
  SellThroughReport,
  SellThroughRow,
  SkippedVoucherReason,
  Statistics,
  TokenAnswer,
  VoucherListAnswer,
  VoucherListBooklet,
  VoucherListItem,
} from './schemas/answer.schema.js';
