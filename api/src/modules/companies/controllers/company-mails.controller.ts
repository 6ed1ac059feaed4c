import { Body, Controller, Get, Headers, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Permission,
  type CompanyMailLog,
  type CompanyMailRequest,
  type CompanyMailSentAnswer,
} from '@gb/contracts';
import { companyMailSchema } from '@gb/contracts/schemas';
import { companyMailLogAnswerSchema, companyMailSentAnswerSchema } from '@gb/contracts/answers';

import {
  type AuthenticatedUser,
  CurrentUser,
  RequirePermission,
} from '../../../common/auth/index.js';
import { translate } from '../../../common/i18n/api-i18n.js';
import type { Replayable } from '../../../common/idempotency/create-once.js';
import { IdempotencyKey, Idempotent } from '../../../common/idempotency/idempotent.decorator.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { localeFromAcceptLanguage } from '../../../common/request-locale.js';
import { CompanyMailsService } from '../services/company-mails.service.js';

/** A franchisee's mail to every company's users, and the log of those sent. */
@ApiTags('companies')
@Controller()
export class CompanyMailsController {
  constructor(private readonly mails: CompanyMailsService) {}

  @Post('company-mail')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({
    summary:
      "Mail every company's users (through the mail outbox), each with a login link to the page of the link type",
  })
  @Idempotent('sends nothing again and answers the first send')
  @ApiContract({
    body: companyMailSchema,
    answer: companyMailSentAnswerSchema,
    status: HttpStatus.CREATED,
  })
  async send(
    @Body() body: CompanyMailRequest,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<Replayable<CompanyMailSentAnswer>> {
    const { answer: mail, replayed } = await this.mails.send(body, user.id, idempotencyKey);
    const locale = localeFromAcceptLanguage(acceptLanguage);
    return {
      answer: {
        message: translate(locale, 'partnerOrder.requestSentToAllCompanies'),
        numCompanies: mail.numCompanies,
        numRecipients: mail.numRecipients,
      },
      replayed,
    };
  }

  @Get('company-mail-log')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'Every company mail sent, newest first, with how many it reached' })
  @ApiContract({ answer: companyMailLogAnswerSchema.array() })
  log(): Promise<CompanyMailLog[]> {
    return this.mails.log();
  }
}
