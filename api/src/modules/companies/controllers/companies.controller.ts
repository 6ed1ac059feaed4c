import { Body, Controller, Delete, Get, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Permission,
  type Company,
  type CompanyLocationRequest,
  type CompanyRequest,
} from '@gb/contracts';
import {
  companyListQuerySchema,
  companyLocationSchema,
  companySchema,
  type CompanyListQuery,
} from '@gb/contracts/schemas';
import { companyAnswerSchema } from '@gb/contracts/answers';

import {
  assertCompanyScope,
  type AuthenticatedUser,
  CurrentUser,
  RequirePermission,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { CompaniesService } from '../services/companies.service.js';
import { CompanyContractService } from '../services/company-contract.service.js';

/** The partner companies: franchisees keep them, a Company user reads its own. */
@ApiTags('companies')
@Controller('company')
export class CompaniesController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly contracts: CompanyContractService,
  ) {}

  @Get()
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({
    summary:
      'Companies by name with every field, whether a contract is on file and their voucher and user counts; filtered by name, point of sale, selling booklets, a booklet they sell and the responsible user',
  })
  @ApiContract({ query: companyListQuerySchema, answer: companyAnswerSchema.array() })
  list(@Query() query: CompanyListQuery): Promise<Company[]> {
    return this.companies.list(query);
  }

  @Get(':id')
  @RequirePermission(Permission.Company)
  @ApiOperation({ summary: 'One company (a Company user its own only: 403 for another)' })
  @ApiContract({ answer: companyAnswerSchema })
  get(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<Company> {
    assertCompanyScope(user, id);
    return this.companies.get(id);
  }

  @Post()
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'A new company; it sells booklets when it names some' })
  @ApiContract({ body: companySchema, answer: companyAnswerSchema, status: HttpStatus.CREATED })
  create(@Body() body: CompanyRequest): Promise<Company> {
    return this.companies.create(body);
  }

  @Put(':id')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({
    summary: 'Change the name, flags, responsible user and the booklets it sells',
  })
  @ApiContract({ body: companySchema, answer: companyAnswerSchema })
  update(@Param('id', IdPipe) id: number, @Body() body: CompanyRequest): Promise<Company> {
    return this.companies.update(id, body);
  }

  @Put(':id/location-address')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({
    summary: 'The location address; its map position inside Switzerland, both coordinates or none',
  })
  @ApiContract({ body: companyLocationSchema, answer: companyAnswerSchema })
  setLocation(
    @Param('id', IdPipe) id: number,
    @Body() body: CompanyLocationRequest,
  ): Promise<Company> {
    return this.companies.setLocation(id, body);
  }

  @Delete(':id')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({
    summary: 'Delete a company; 409 with a message while it has vouchers, orders or users',
  })
  @ApiContract({ answer: null, status: HttpStatus.NO_CONTENT })
  async remove(@Param('id', IdPipe) id: number): Promise<void> {
    await this.contracts.discard(await this.companies.remove(id));
  }
}
