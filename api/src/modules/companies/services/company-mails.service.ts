import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  CompanyMailLinkType,
  CompanyMailLog as CompanyMailLogAnswer,
  CompanyMailRequest,
  Locale,
} from '@gb/contracts';
import { toLocale } from '@gb/contracts/messages';
import { DataSource, type EntityManager } from 'typeorm';

import { translatorFor } from '../../../common/i18n/api-i18n.js';
import {
  createOnce,
  type IdempotencyColumns,
  type Replayable,
} from '../../../common/idempotency/create-once.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { LoginHashService } from '../../auth/services/login-hash.service.js';
import { MailOutbox, type OutboxMail } from '../../mail/outbox/mail-outbox.service.js';
import { CompanyMailLog } from '../entities/company-mail-log.entity.js';
import { CompanyMail } from '../entities/company-mail.entity.js';
import { portalUrl } from '../../../common/portal-url.js';

/** The page each link type opens. */
const LINK_PATHS: Record<Exclude<CompanyMailLinkType, 'none'>, string> = {
  partnerOrders: '/dashboard/partner-orders',
  vouchers: '/dashboard/vouchers',
};

interface Recipient {
  id: number;
  email: string;
  companyId: number;
  locale: Locale;
}

/**
 * A franchisee's mail to every company: one mail per user of a company, each with its own
 * login link to the chosen page, written to the outbox with the log in one transaction.
 */
@Injectable()
export class CompanyMailsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly loginHashes: LoginHashService,
    private readonly outbox: MailOutbox,
  ) {}

  async send(
    request: CompanyMailRequest,
    senderId: number,
    idempotencyKey: string | undefined,
  ): Promise<Replayable<CompanyMail>> {
    const sent = await createOnce(this.dataSource, {
      entity: CompanyMail,
      key: idempotencyKey,
      request,
      replay: (earlier) => earlier,
      create: (manager, columns) => this.write(manager, request, senderId, columns),
    });
    if (!sent.replayed) this.outbox.sendSoon();
    return sent;
  }

  /** Every mail sent, newest first. */
  async log(): Promise<CompanyMailLogAnswer[]> {
    const mails = await this.dataSource
      .getRepository(CompanyMail)
      .find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return mails.map((mail) => ({
      id: mail.id,
      subject: mail.subject,
      body: mail.body,
      linkText: mail.linkText,
      linkType: mail.linkType,
      mailSentAt: mail.createdAt.toISOString(),
      numCompanies: mail.numCompanies,
      numRecipients: mail.numRecipients,
    }));
  }

  private async write(
    manager: EntityManager,
    request: CompanyMailRequest,
    senderId: number,
    columns: IdempotencyColumns,
  ): Promise<CompanyMail> {
    const mails = manager.getRepository(CompanyMail);
    const mail = await mails.save(
      mails.create({
        ...request,
        sentByUserId: senderId,
        ...columns,
      }),
    );
    const recipients = await this.recipients(manager);
    const outgoing: OutboxMail[] = [];
    for (const recipient of recipients) {
      outgoing.push({
        to: recipient.email,
        subject: request.subject,
        text: await this.text(manager, request, recipient),
        kind: 'company-mail',
      });
    }
    await this.outbox.enqueue(manager, outgoing);
    const companyIds = [...new Set(recipients.map((recipient) => recipient.companyId))];
    if (companyIds.length > 0) {
      await manager.getRepository(CompanyMailLog).insert(
        companyIds.map((companyId) => ({
          companyMailId: mail.id,
          companyId,
          subject: request.subject,
          body: request.body,
          mailSentAt: mail.createdAt,
        })),
      );
    }
    mail.numCompanies = companyIds.length;
    mail.numRecipients = recipients.length;
    await mails.update(mail.id, {
      numCompanies: mail.numCompanies,
      numRecipients: mail.numRecipients,
    });
    return mail;
  }

  /** The body, then the link text and the recipient's own login link to the chosen page. */
  private async text(
    manager: EntityManager,
    request: CompanyMailRequest,
    recipient: Recipient,
  ): Promise<string> {
    if (request.linkType === 'none') return request.body;
    const link = await this.loginHashes.loginUrl(
      portalUrl(this.config, LINK_PATHS[request.linkType], true),
      recipient.id,
      'company-mail',
      manager,
    );
    const linkText = request.linkText || translatorFor(recipient.locale)('mails.companyMailLink');
    return `${request.body}\n\n${linkText}:\n${link}`;
  }

  /** Every user of a company, once per email address. */
  private async recipients(manager: EntityManager): Promise<Recipient[]> {
    const rows = (await manager.query(
      `SELECT DISTINCT ON (lower(u.email)) u.id, u.email, u.company_id, u.preferred_locale
       FROM app_user u JOIN company c ON c.id = u.company_id
       ORDER BY lower(u.email), u.id`,
    )) as { id: number; email: string; company_id: number; preferred_locale: string }[];
    return rows.map((row) => ({
      id: Number(row.id),
      email: row.email,
      companyId: Number(row.company_id),
      locale: toLocale(row.preferred_locale),
    }));
  }
}
