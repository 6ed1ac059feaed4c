import { Body, Controller, Get, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Permission,
  type PartnerOrder as PartnerOrderDto,
  type PartnerOrderBooklet,
  type PartnerOrderRequest,
  type PartnerOrderStateRequest,
} from '@gb/contracts';
import {
  partnerOrderListQuerySchema,
  partnerOrderSchema,
  partnerOrderStateSchema,
  partnerStockQuerySchema,
  type PartnerOrderListQuery,
  type PartnerStockQuery,
} from '@gb/contracts/schemas';
import { partnerOrderAnswerSchema, partnerOrderBookletAnswerSchema } from '@gb/contracts/answers';

import {
  CurrentUser,
  RequirePermission,
  type AuthenticatedUser,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import type { Replayable } from '../../../common/idempotency/create-once.js';
import { IdempotencyKey, Idempotent } from '../../../common/idempotency/idempotent.decorator.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { companyFilterOf, companyOfRequest } from '../services/partner-company.js';
import { PartnerOrderCreationService } from '../services/partner-order-creation.service.js';
import { PartnerOrdersService } from '../services/partner-orders.service.js';

/** Partner orders: a company orders booklets to sell; franchisees ship and bill them. */
@ApiTags('partner-orders')
@RequirePermission(Permission.Company)
@Controller('partner-order')
export class PartnerOrdersController {
  constructor(
    private readonly orders: PartnerOrdersService,
    private readonly creation: PartnerOrderCreationService,
  ) {}

  @Get()
  @ApiOperation({ summary: "Partner orders, filtered; a Company user's own company's only" })
  @ApiContract({ query: partnerOrderListQuerySchema, answer: partnerOrderAnswerSchema.array() })
  list(
    @Query() query: PartnerOrderListQuery,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PartnerOrderDto[]> {
    return this.orders.list({ ...query, companyId: companyFilterOf(user, query.companyId) });
  }

  // Before `:id`, which would take the word for an id.
  @Get('booklets')
  @ApiOperation({
    summary: 'The booklets a company may order now: Commission or Purchase, and the allowance left',
  })
  @ApiContract({
    query: partnerStockQuerySchema,
    answer: partnerOrderBookletAnswerSchema.array(),
  })
  booklets(
    @Query() query: PartnerStockQuery,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PartnerOrderBooklet[]> {
    return this.orders.booklets(companyOfRequest(user, query.companyId));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One partner order with its state history' })
  @ApiContract({ answer: partnerOrderAnswerSchema })
  get(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PartnerOrderDto> {
    return this.orders.get(id, user);
  }

  @Post()
  @ApiOperation({ summary: 'Order booklets for a company (its own for a Company user)' })
  @Idempotent('answers the first order')
  @ApiContract({
    body: partnerOrderSchema,
    answer: partnerOrderAnswerSchema,
    status: HttpStatus.CREATED,
  })
  create(
    @Body() body: PartnerOrderRequest,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<Replayable<PartnerOrderDto>> {
    return this.creation.create(companyOfRequest(user, body.companyId), body, idempotencyKey);
  }

  @Patch(':id')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'Move the state one step: ordered → shipped → closed (Verrechnet)' })
  @ApiContract({ body: partnerOrderStateSchema, answer: partnerOrderAnswerSchema })
  changeState(
    @Param('id', IdPipe) id: number,
    @Body() body: PartnerOrderStateRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PartnerOrderDto> {
    return this.orders.changeState(id, body.state, user);
  }
}
