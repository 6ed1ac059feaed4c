import { InitialSchema1795336673564 } from './migrations/1795336673564-initial-schema.js';
import { OrderConfirmationMail1795337206491 } from './migrations/1795337206491-order-confirmation-mail.js';
import { IdempotencyFingerprint1795400000000 } from './migrations/1795400000000-idempotency-fingerprint.js';
import { VoucherWorkflow1795500000000 } from './migrations/1795500000000-voucher-workflow.js';
import { VoucherListVersion1795500000001 } from './migrations/1795500000001-voucher-list-version.js';
import { VoucherProofs1795600000000 } from './migrations/1795600000000-voucher-proofs.js';
import { CompanyMailSends1795600000001 } from './migrations/1795600000001-company-mail-sends.js';
import { PartnerOrderWorkflow1795700000000 } from './migrations/1795700000000-partner-order-workflow.js';
import { StatisticsSummary1795800000000 } from './migrations/1795800000000-statistics-summary.js';
import { StatisticsPartnerSummary1795800000001 } from './migrations/1795800000001-statistics-partner-summary.js';
import { VoucherIdempotencyKey1795810000000 } from './migrations/1795810000000-voucher-idempotency-key.js';
import { TextBlockLocale1795820000000 } from './migrations/1795820000000-text-block-locale.js';
import { AttachmentPreview1795840000000 } from './migrations/1795840000000-attachment-preview.js';
import { VoucherListRegion1795850000000 } from './migrations/1795850000000-voucher-list-region.js';
import { MailsInJobQueue1795860000000 } from './migrations/1795860000000-mails-in-job-queue.js';
import { BookletWallet1795870000000 } from './migrations/1795870000000-booklet-wallet.js';
import { WalletLinkRenewal1795880000000 } from './migrations/1795880000000-wallet-link-renewal.js';

/** Migrations in the order they run. */
export const MIGRATIONS = [
  InitialSchema1795336673564,
  OrderConfirmationMail1795337206491,
  IdempotencyFingerprint1795400000000,
  VoucherWorkflow1795500000000,
  VoucherListVersion1795500000001,
  VoucherProofs1795600000000,
  CompanyMailSends1795600000001,
  PartnerOrderWorkflow1795700000000,
  StatisticsSummary1795800000000,
  StatisticsPartnerSummary1795800000001,
  VoucherIdempotencyKey1795810000000,
  TextBlockLocale1795820000000,
  AttachmentPreview1795840000000,
  VoucherListRegion1795850000000,
  MailsInJobQueue1795860000000,
  BookletWallet1795870000000,
  WalletLinkRenewal1795880000000,
];
