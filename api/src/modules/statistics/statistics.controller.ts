import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { currentBookletYear, Permission, type Statistics } from '@gb/contracts';
import { statisticsQuerySchema } from '@gb/contracts/schemas';
import { statisticsAnswerSchema } from '@gb/contracts/answers';

import { RequirePermission } from '../../common/auth/index.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { StatisticsService } from './statistics.service.js';

@ApiTags('statistics')
@RequirePermission(Permission.Franchisee)
@Controller('statistics')
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  @Get()
  @ApiOperation({
    summary:
      "A booklet year's season (default: the current year, the next one from August): per booklet the vouchers by state, public orders, partner orders and returns by type, printed and sold; public orders per day",
  })
  @ApiContract({ query: statisticsQuerySchema, answer: statisticsAnswerSchema })
  season(@Query() query: { year?: number }): Promise<Statistics> {
    return this.statistics.season(query.year ?? currentBookletYear(new Date()));
  }
}
