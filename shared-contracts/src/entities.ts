// The records the api answers. Each type is read off its answer schema (`./schemas/answer.schema.ts`),
// the one place its fields are written.
import type { Role } from './enums.js';
import type { RoleClaim } from './roles.js';

export { ADDRESS_MAX_LENGTH, MAX_RECORD_ID, SWITZERLAND_BOUNDS } from './field-limits.js';

export type {
  Address,
  Appointment,
  AttachmentMeta,
  Booklet,
  BookletComment,
  BookletVoucher,
  Company,
  CompanyInventoryEntry,
  CompanyMailLog,
  Order,
  OrderBooklet,
  OrderLine,
  PartnerOrder,
  PartnerOrderLine,
  PartnerOrderStateChange,
  PointOfSale,
  PublicBooklet,
  PublicVoucher,
  Region,
  ReturnOrder,
  ReturnOrderLine,
  StockOverview,
  TextBlock,
  User,
  Voucher,
  VoucherCategory,
  VoucherComment,
  VoucherCompany,
  VoucherImageHint,
  VoucherImageMeta,
  VoucherProofDecision,
  VoucherProofs,
  VoucherProofVersion,
  VouchersByState,
  VoucherStateChange,
} from './schemas/answer.schema.js';

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
