import { Body, Controller, Get, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Permission,
  type CompanyInventoryEntry as InventoryDto,
  type InventoryRequest,
} from '@gb/contracts';
import {
  inventorySchema,
  partnerStockQuerySchema,
  type PartnerStockQuery,
} from '@gb/contracts/schemas';
import { companyInventoryAnswerSchema } from '@gb/contracts/answers';

import {
  CurrentUser,
  RequirePermission,
  type AuthenticatedUser,
} from '../../../common/auth/index.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { CompanyInventoryService } from '../services/company-inventory.service.js';
import { companyFilterOf, companyOfRequest } from '../services/partner-company.js';

/** A company reports how many booklets it still holds; staff read the history. */
@ApiTags('partner-orders')
@RequirePermission(Permission.Company)
@Controller('company-inventory')
export class CompanyInventoryController {
  constructor(private readonly inventory: CompanyInventoryService) {}

  @Get()
  @ApiOperation({ summary: "Inventory reports, newest first; a Company user's own company's only" })
  @ApiContract({ query: partnerStockQuerySchema, answer: companyInventoryAnswerSchema.array() })
  history(
    @Query() query: PartnerStockQuery,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<InventoryDto[]> {
    return this.inventory.history({ ...query, companyId: companyFilterOf(user, query.companyId) });
  }

  @Post()
  @ApiOperation({ summary: 'Report how many of a booklet the company still holds' })
  @ApiContract({
    body: inventorySchema,
    answer: companyInventoryAnswerSchema,
    status: HttpStatus.CREATED,
  })
  report(
    @Body() body: InventoryRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<InventoryDto> {
    return this.inventory.report(
      companyOfRequest(user, body.companyId),
      body.bookletId,
      body.quantity,
      user,
    );
  }
}
