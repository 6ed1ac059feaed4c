import { Body, Controller, Get, Headers, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Permission,
  type CompanyMailLog,
  type CompanyMailRequest,
  type CompanyMailSentAnswer,
} from '@gb/contracts';
import { companyMailSchema } from '@gb/contracts/schemas';
import { companyMailLogAnswerSchema, companyMailSentAnswerSchema } from '@gb/contracts/answers';
import type { Response } from 'express';

import {
  type AuthenticatedUser,
  CurrentUser,
  RequirePermission,
} from '../../../common/auth/index.js';
import { translate } from '../../../common/i18n/api-i18n.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { localeFromAcceptLanguage } from '../../../common/request-locale.js';
import { ZodValidationPipe } from '../../../common/zod-validation.pipe.js';
import { idempotencyKeyOf } from '../../../common/idempotency-key.js';
import { CompanyErrorCode, CompanyException } from '../exceptions/company.exception.js';
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
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'A repeat with the same key sends nothing again and answers the first send; with another body 422',
  })
  @ApiContract({
    body: companyMailSchema,
    answer: companyMailSentAnswerSchema,
    status: HttpStatus.CREATED,
  })
  async send(
    @Body(new ZodValidationPipe(companyMailSchema)) body: CompanyMailRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CompanyMailSentAnswer> {
    const key = idempotencyKeyOf(
      idempotencyKey,
      () => new CompanyException(CompanyErrorCode.MAIL_KEY_INVALID),
    );
    const { mail, replayed } = await this.mails.send(body, user.id, key);
    if (replayed) response.setHeader('Idempotent-Replayed', 'true');
    return {
      message: translate(
        localeFromAcceptLanguage(acceptLanguage),
        'partnerOrder.requestSentToAllCompanies',
      ),
      numCompanies: mail.numCompanies,
      numRecipients: mail.numRecipients,
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
