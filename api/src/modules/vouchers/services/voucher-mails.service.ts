import { Inject, Injectable } from '@nestjs/common';
import { Role, type Locale, type VoucherActionKey } from '@gb/contracts';
import { toLocale } from '@gb/contracts/messages';
import type { EntityManager } from 'typeorm';

import { translatorFor } from '../../../common/i18n/api-i18n.js';
import { portalUrl } from '../../../common/portal-url.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import {
  LoginHashService,
  type VoucherLoginPurpose,
} from '../../auth/services/login-hash.service.js';
import { MailOutbox, type OutboxMail } from '../../mail/outbox/mail-outbox.service.js';
import type { Voucher } from '../entities/voucher.entity.js';

/** A mail of the workflow to the company's users, each with a login link of its own. */
export type VoucherWorkflowMail =
  'approval' | 'goodForPrinting' | 'dataNotOk' | 'goodForPrintingNotPossible';

const WORKFLOW_MAILS: Record<
  VoucherWorkflowMail,
  { subject: string; text: string; purpose: VoucherLoginPurpose; kind: string }
> = {
  approval: {
    subject: 'mails.voucherApprovalSubject',
    text: 'mails.voucherApprovalText',
    purpose: 'voucher-approval',
    kind: 'voucher-approval',
  },
  goodForPrinting: {
    subject: 'mails.voucherGoodForPrintingSubject',
    text: 'mails.voucherGoodForPrintingText',
    purpose: 'voucher-good-for-printing',
    kind: 'voucher-good-for-printing',
  },
  dataNotOk: {
    subject: 'mails.voucherDataNotOkSubject',
    text: 'mails.voucherDataNotOkText',
    purpose: 'voucher-data',
    kind: 'voucher-data-not-ok',
  },
  goodForPrintingNotPossible: {
    subject: 'mails.voucherGoodForPrintingNotPossibleSubject',
    text: 'mails.voucherGoodForPrintingNotPossibleText',
    purpose: 'voucher-data',
    kind: 'voucher-good-for-printing-not-possible',
  },
};

/** The mail each action with a mail sends. */
export const ACTION_MAILS: Partial<Record<VoucherActionKey, VoucherWorkflowMail>> = {
  requestApproval: 'approval',
  sendGoodForPrinting: 'goodForPrinting',
  dataNotOk: 'dataNotOk',
  goodForPrintingNotPossible: 'goodForPrintingNotPossible',
};

/** Someone a voucher mail goes to. */
export interface MailRecipient {
  id: number;
  email: string;
  locale: Locale;
  name: string;
}

interface RecipientRow {
  id: number;
  email: string;
  preferred_locale: string;
  address_firstname: string;
  address_lastname: string;
}

const RECIPIENT_COLUMNS = `u.id, u.email, u.preferred_locale, u.address_firstname, u.address_lastname`;

function toRecipient(row: RecipientRow): MailRecipient {
  const name = `${row.address_firstname} ${row.address_lastname}`.trim() || row.email;
  return { id: Number(row.id), email: row.email, locale: toLocale(row.preferred_locale), name };
}

/**
 * Writes the workflow's mails into the outbox in the transaction of the change they tell
 * about, each in its recipient's language.
 */
@Injectable()
export class VoucherMails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly loginHashes: LoginHashService,
    private readonly outbox: MailOutbox,
  ) {}

  /** The company's users: they get the workflow mails and customer comments. */
  async companyUsers(manager: EntityManager, companyId: number): Promise<MailRecipient[]> {
    const rows = (await manager.query(
      `SELECT ${RECIPIENT_COLUMNS} FROM app_user u WHERE u.company_id = $1 ORDER BY u.id`,
      [companyId],
    )) as RecipientRow[];
    return rows.map(toRecipient);
  }

  async usersById(manager: EntityManager, ids: number[]): Promise<MailRecipient[]> {
    if (ids.length === 0) return [];
    const rows = (await manager.query(
      `SELECT ${RECIPIENT_COLUMNS} FROM app_user u WHERE u.id = ANY($1::int[]) ORDER BY u.id`,
      [ids],
    )) as RecipientRow[];
    return rows.map(toRecipient);
  }

  async graphicDesigners(manager: EntityManager): Promise<MailRecipient[]> {
    const rows = (await manager.query(
      `SELECT ${RECIPIENT_COLUMNS} FROM app_user u
       WHERE EXISTS (SELECT 1 FROM user_role r WHERE r.user_id = u.id AND r.role = $1) ORDER BY u.id`,
      [Role.GraphicDesigner],
    )) as RecipientRow[];
    return rows.map(toRecipient);
  }

  /** The voucher's page in the dashboard; with the placeholder, a template for login links. */
  voucherUrl(voucherId: number, withLoginHash = false): string {
    return portalUrl(this.config, `/dashboard/vouchers/${voucherId}`, withLoginHash);
  }

  /**
   * The workflow mail to every user of the voucher's company, each with a one-time login link
   * on the page `loginUrlTemplate` names inside the portal (the voucher's page when none was
   * sent). Answers how many.
   */
  async enqueueWorkflowMail(
    manager: EntityManager,
    voucher: Voucher,
    mail: VoucherWorkflowMail,
    loginUrlTemplate: string | undefined,
  ): Promise<number> {
    const { subject, text, purpose, kind } = WORKFLOW_MAILS[mail];
    const template =
      loginUrlTemplate === undefined
        ? this.voucherUrl(voucher.id, true)
        : portalUrl(this.config, loginUrlTemplate);
    const company = await this.companyName(manager, voucher.companyId);
    const mails: OutboxMail[] = [];
    for (const user of await this.companyUsers(manager, voucher.companyId)) {
      const link = await this.loginHashes.loginUrl(template, user.id, purpose, manager);
      const t = translatorFor(user.locale);
      const params = { name: user.name, company, offer: voucher.offerShort, link };
      mails.push({ to: user.email, subject: t(subject, params), text: t(text, params), kind });
    }
    await this.outbox.enqueue(manager, mails);
    return mails.length;
  }

  /**
   * A comment's mail, with a link to the voucher, to each recipient but its author. A company
   * user's link logs them in (a one-time hash of their own, as in the workflow's mails): many
   * have no password and come in only through mailed links.
   */
  async enqueueCommentMail(
    manager: EntityManager,
    voucher: Voucher,
    comment: { title: string; text: string; author: string; authorId: number },
    recipients: (MailRecipient & { isCompanyUser: boolean })[],
  ): Promise<void> {
    const company = await this.companyName(manager, voucher.companyId);
    const mails: OutboxMail[] = [];
    for (const recipient of recipients) {
      if (recipient.id === comment.authorId) continue;
      const link = recipient.isCompanyUser
        ? await this.loginHashes.loginUrl(
            this.voucherUrl(voucher.id, true),
            recipient.id,
            'voucher-comment',
            manager,
          )
        : this.voucherUrl(voucher.id);
      const t = translatorFor(recipient.locale);
      const params = {
        name: recipient.name,
        company,
        offer: voucher.offerShort,
        author: comment.author,
        title: comment.title,
        text: comment.text,
        link,
      };
      mails.push({
        to: recipient.email,
        subject: t('mails.voucherCommentSubject', params),
        text: t('mails.voucherCommentText', params),
        kind: 'voucher-comment',
      });
    }
    await this.outbox.enqueue(manager, mails);
  }

  /** Starts sending what the committed transaction queued. */
  sendQueued(): void {
    this.outbox.sendSoon();
  }

  private async companyName(manager: EntityManager, companyId: number): Promise<string> {
    const [row] = (await manager.query(`SELECT name FROM company WHERE id = $1`, [companyId])) as {
      name: string;
    }[];
    return row?.name ?? '';
  }
}
