import { Body, Controller, Get, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Permission,
  type ReturnOrder as ReturnOrderDto,
  type ReturnOrderRequest,
  type ReturnOrderStateRequest,
} from '@gb/contracts';
import {
  partnerOrderListQuerySchema,
  returnOrderSchema,
  returnOrderStateSchema,
  type PartnerOrderListQuery,
} from '@gb/contracts/schemas';
import { returnOrderAnswerSchema } from '@gb/contracts/answers';

import {
  CurrentUser,
  RequirePermission,
  type AuthenticatedUser,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { companyFilterOf, companyOfRequest } from '../services/partner-company.js';
import { ReturnOrdersService } from '../services/return-orders.service.js';

/** Returns of unsold commission booklets: the company announces, franchisees collect. */
@ApiTags('partner-orders')
@RequirePermission(Permission.Company)
@Controller('return-order')
export class ReturnOrdersController {
  constructor(private readonly returns: ReturnOrdersService) {}

  @Get()
  @ApiOperation({ summary: "Return orders, filtered; a Company user's own company's only" })
  @ApiContract({ query: partnerOrderListQuerySchema, answer: returnOrderAnswerSchema.array() })
  list(
    @Query() query: PartnerOrderListQuery,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ReturnOrderDto[]> {
    return this.returns.list({ ...query, companyId: companyFilterOf(user, query.companyId) });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One return order with its state history' })
  @ApiContract({ answer: returnOrderAnswerSchema })
  get(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ReturnOrderDto> {
    return this.returns.get(id, user);
  }

  @Post()
  @ApiOperation({
    summary: 'Announce a return of commission booklets: never more than delivered minus returned',
  })
  @ApiContract({
    body: returnOrderSchema,
    answer: returnOrderAnswerSchema,
    status: HttpStatus.CREATED,
  })
  create(
    @Body() body: ReturnOrderRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ReturnOrderDto> {
    return this.returns.create(companyOfRequest(user, body.companyId), body.orderLines);
  }

  @Patch(':id')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({
    summary:
      'Move the state one step: requested → collected (returned quantities counted) → closed',
  })
  @ApiContract({ body: returnOrderStateSchema, answer: returnOrderAnswerSchema })
  changeState(
    @Param('id', IdPipe) id: number,
    @Body() body: ReturnOrderStateRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ReturnOrderDto> {
    return this.returns.changeState(id, body.state, body.returned, user);
  }
}
