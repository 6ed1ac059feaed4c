import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Permission, type Company as CompanyAnswer } from '@gb/contracts';
import { companyListEntryAnswerSchema } from '@gb/contracts/answers';
import { Repository } from 'typeorm';

import { RequirePermission } from '../../common/auth/require-permission.decorator.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { Company } from './entities/company.entity.js';

/** A company as the pickers of the dashboard need it. */
export type CompanyListEntry = Pick<CompanyAnswer, 'id' | 'name'>;

@ApiTags('companies')
@Controller('company')
export class CompaniesController {
  constructor(@InjectRepository(Company) private readonly companies: Repository<Company>) {}

  @Get()
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'Every company by name, id and name only (Franchisee, Admin)' })
  @ApiContract({ answer: companyListEntryAnswerSchema.array() })
  list(): Promise<CompanyListEntry[]> {
    return this.companies.find({
      select: { id: true, name: true },
      order: { name: 'ASC', id: 'ASC' },
    });
  }
}
