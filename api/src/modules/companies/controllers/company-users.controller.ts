import { Controller, Get, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission, type CompanyUser, type MailsSentAnswer } from '@gb/contracts';
import { companyLoginLinkSchema } from '@gb/contracts/schemas';
import { companyUserAnswerSchema, mailsSentAnswerSchema } from '@gb/contracts/answers';

import { RequirePermission } from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { CompanyUsersService } from '../services/company-users.service.js';

/** The users of a company (created through `auth/register` with its id) and their login links. */
@ApiTags('companies')
@Controller('company')
export class CompanyUsersController {
  constructor(private readonly users: CompanyUsersService) {}

  @Get(':id/user')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: "The company's users, by last name" })
  @ApiContract({ answer: companyUserAnswerSchema.array() })
  list(@Param('id', IdPipe) id: number): Promise<CompanyUser[]> {
    return this.users.list(id);
  }

  @Post(':id/user/:userId/login-link')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({
    summary:
      "Mail the user a one-time link that logs it in (in the user's language); 404 when the user is not the company's",
  })
  @ApiContract({
    body: companyLoginLinkSchema,
    answer: mailsSentAnswerSchema,
    status: HttpStatus.CREATED,
  })
  sendLoginLink(
    @Param('id', IdPipe) id: number,
    @Param('userId', IdPipe) userId: number,
  ): Promise<MailsSentAnswer> {
    return this.users.sendLoginLink(id, userId);
  }
}
