import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission, type SellThroughReport, type StockOverview } from '@gb/contracts';
import { partnerStockQuerySchema, type PartnerStockQuery } from '@gb/contracts/schemas';
import { sellThroughAnswerSchema, stockOverviewAnswerSchema } from '@gb/contracts/answers';

import {
  CurrentUser,
  RequirePermission,
  type AuthenticatedUser,
} from '../../../common/auth/index.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { companyFilterOf } from '../services/partner-company.js';
import { PartnerStockService } from '../services/partner-stock.service.js';

/** Stock per company and booklet, and sell-through at the points of sale. */
@ApiTags('partner-orders')
@Controller('partner-stock')
export class PartnerStockController {
  constructor(private readonly stock: PartnerStockService) {}

  @Get()
  @RequirePermission(Permission.Company)
  @ApiOperation({
    summary:
      "Ordered, delivered, billed, return requested and returned per company and booklet; a Company user's own",
  })
  @ApiContract({ query: partnerStockQuerySchema, answer: stockOverviewAnswerSchema.array() })
  overview(
    @Query() query: PartnerStockQuery,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StockOverview[]> {
    return this.stock.overview({ ...query, companyId: companyFilterOf(user, query.companyId) });
  }

  @Get('sell-through')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({
    summary:
      'Sold per point of sale (delivered − held − returned) and per booklet what is left and when it runs out',
  })
  @ApiContract({ query: partnerStockQuerySchema, answer: sellThroughAnswerSchema })
  sellThrough(@Query() query: PartnerStockQuery): Promise<SellThroughReport> {
    return this.stock.sellThrough(query);
  }
}
