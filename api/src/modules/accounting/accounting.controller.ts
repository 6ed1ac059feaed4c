import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { currentBookletYear, Permission } from '@gb/contracts';
import { abacusExportQuerySchema } from '@gb/contracts/schemas';

import { RequirePermission } from '../../common/auth/index.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { toAbacusCsv } from './abacus-csv.js';
import { AbacusExportService } from './abacus-export.service.js';

@ApiTags('accounting')
@RequirePermission(Permission.Franchisee)
@Controller('accounting')
export class AccountingController {
  constructor(private readonly abacus: AbacusExportService) {}

  @Get('abacus-export')
  @ApiOperation({ summary: 'CSV of the billed lines of a booklet year (default: the current one)' })
  @ApiContract({ query: abacusExportQuerySchema, answer: 'text/csv' })
  async abacusExport(@Query() query: { year?: number }): Promise<StreamableFile> {
    const year = query.year ?? currentBookletYear(new Date());
    const csv = toAbacusCsv(await this.abacus.rows(year));
    return new StreamableFile(Buffer.from(csv, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="abacus-export-${year}.csv"`,
    });
  }
}
