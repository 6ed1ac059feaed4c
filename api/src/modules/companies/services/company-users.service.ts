import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CompanyUser, MailsSentAnswer } from '@gb/contracts';
import { toLocale } from '@gb/contracts/messages';
import { DataSource } from 'typeorm';

import { translatorFor } from '../../../common/i18n/api-i18n.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { LoginHashService } from '../../auth/services/login-hash.service.js';
import { MailOutbox } from '../../mail/outbox/mail-outbox.service.js';
import { User } from '../../users/entities/user.entity.js';
import { CompanyErrorCode, CompanyException } from '../exceptions/company.exception.js';
import { portalUrl } from '../../../common/portal-url.js';
import { CompaniesService } from './companies.service.js';

/** The users who work for a company, and the login link staff mail them. */
@Injectable()
export class CompanyUsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly companies: CompaniesService,
    private readonly loginHashes: LoginHashService,
    private readonly outbox: MailOutbox,
  ) {}

  async list(companyId: number): Promise<CompanyUser[]> {
    await this.companies.load(this.dataSource.manager, companyId);
    const users = await this.dataSource.getRepository(User).find({
      where: { companyId },
      order: { address: { lastname: 'ASC', firstname: 'ASC' }, id: 'ASC' },
    });
    return users.map((user) => ({
      id: user.id,
      email: user.email,
      firstname: user.address.firstname,
      lastname: user.address.lastname,
      loginViaHash: user.loginViaHash,
    }));
  }

  /**
   * Mails the user a one-time link that logs it in on the vouchers page, in its language;
   * 404 when the user does not work for this company.
   */
  async sendLoginLink(companyId: number, userId: number): Promise<MailsSentAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const company = await this.companies.load(manager, companyId);
      const user = await manager.getRepository(User).findOneBy({ id: userId, companyId });
      if (!user) throw new CompanyException(CompanyErrorCode.USER_NOT_IN_COMPANY);
      const link = await this.loginHashes.loginUrl(
        portalUrl(this.config, '/dashboard/vouchers', true),
        user.id,
        'company-login-link',
        manager,
      );
      const t = translatorFor(toLocale(user.preferredLocale));
      const name = `${user.address.firstname} ${user.address.lastname}`.trim() || user.email;
      const params = { name, company: company.name, link };
      await this.outbox.enqueue(manager, [
        {
          to: user.email,
          subject: t('mails.companyLoginLinkSubject', params),
          text: t('mails.companyLoginLinkText', params),
          kind: 'company-login-link',
        },
      ]);
    });
    this.outbox.sendSoon();
    return { sent: 1 };
  }
}
