import { Appointment } from '../modules/appointments/entities/appointment.entity.js';
import { LoginHash } from '../modules/auth/entities/login-hash.entity.js';
import { RefreshToken } from '../modules/auth/entities/refresh-token.entity.js';
import { BookletComment } from '../modules/booklets/entities/booklet-comment.entity.js';
import { Booklet } from '../modules/booklets/entities/booklet.entity.js';
import { CompanyMailLog } from '../modules/companies/entities/company-mail-log.entity.js';
import { CompanyMail } from '../modules/companies/entities/company-mail.entity.js';
import { Company } from '../modules/companies/entities/company.entity.js';
import { Attachment } from '../modules/files/entities/attachment.entity.js';
import { MailLog } from '../modules/mail/entities/mail-log.entity.js';
import { OrderLine } from '../modules/orders/entities/order-line.entity.js';
import { OrderNumberCounter } from '../modules/orders/entities/order-number-counter.entity.js';
import { Order } from '../modules/orders/entities/order.entity.js';
import { CompanyInventoryEntry } from '../modules/partner-orders/entities/company-inventory-entry.entity.js';
import { PartnerOrderLine } from '../modules/partner-orders/entities/partner-order-line.entity.js';
import { PartnerOrderStateChange } from '../modules/partner-orders/entities/partner-order-state-change.entity.js';
import { PartnerOrder } from '../modules/partner-orders/entities/partner-order.entity.js';
import { ReturnOrderLine } from '../modules/partner-orders/entities/return-order-line.entity.js';
import { ReturnOrder } from '../modules/partner-orders/entities/return-order.entity.js';
import { Region } from '../modules/regions/entities/region.entity.js';
import { TextBlock } from '../modules/text-blocks/entities/text-block.entity.js';
import { UserRole } from '../modules/users/entities/user-role.entity.js';
import { User } from '../modules/users/entities/user.entity.js';
import { VoucherCategory } from '../modules/voucher-categories/entities/voucher-category.entity.js';
import { VoucherComment } from '../modules/vouchers/entities/voucher-comment.entity.js';
import { VoucherProofDecision } from '../modules/vouchers/entities/voucher-proof-decision.entity.js';
import { VoucherProof } from '../modules/vouchers/entities/voucher-proof.entity.js';
import { VoucherStateChange } from '../modules/vouchers/entities/voucher-state-change.entity.js';
import { Voucher } from '../modules/vouchers/entities/voucher.entity.js';
import { ActivationCode } from '../modules/wallet/entities/activation-code.entity.js';
import { Redemption } from '../modules/wallet/entities/redemption.entity.js';
import { WalletEvent } from '../modules/wallet/entities/wallet-event.entity.js';
import { Wallet } from '../modules/wallet/entities/wallet.entity.js';

/** Every entity of the schema, as the migrations create them. */
export const ENTITIES = [
  ActivationCode,
  Appointment,
  Attachment,
  Booklet,
  BookletComment,
  Company,
  CompanyInventoryEntry,
  CompanyMail,
  CompanyMailLog,
  LoginHash,
  MailLog,
  Order,
  OrderLine,
  OrderNumberCounter,
  PartnerOrder,
  PartnerOrderLine,
  PartnerOrderStateChange,
  Region,
  Redemption,
  RefreshToken,
  ReturnOrder,
  ReturnOrderLine,
  TextBlock,
  User,
  UserRole,
  Voucher,
  VoucherCategory,
  VoucherComment,
  VoucherProof,
  VoucherProofDecision,
  VoucherStateChange,
  Wallet,
  WalletEvent,
];
