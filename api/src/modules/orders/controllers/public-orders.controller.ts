import { Body, Controller, Get, Headers, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  postageFor,
  type CreateOrderRequest,
  type Order as OrderDto,
  type PostageAnswer,
} from '@gb/contracts';
import { createOrderSchema, postageQuerySchema } from '@gb/contracts/schemas';
import { orderAnswerSchema, postageAnswerSchema } from '@gb/contracts/answers';

import { Public } from '../../../common/auth/index.js';
import type { Replayable } from '../../../common/idempotency/create-once.js';
import { IdempotencyKey, Idempotent } from '../../../common/idempotency/idempotent.decorator.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { RateLimited } from '../../../common/rate-limit/rate-limited.decorator.js';
import { localeFromAcceptLanguage } from '../../../common/request-locale.js';
import { OrderCreationService } from '../services/order-creation.service.js';

/** The public order form's calls. */
@ApiTags('orders')
@Public()
@Controller('order')
export class PublicOrdersController {
  constructor(private readonly orders: OrderCreationService) {}

  @Get('postage')
  @ApiOperation({ summary: 'Postage for a total booklet quantity' })
  @ApiContract({ query: postageQuerySchema, answer: postageAnswerSchema })
  postage(@Query() query: { quantity: number }): PostageAnswer {
    return { quantity: query.quantity, postage: postageFor(query.quantity) };
  }

  @Post()
  @ApiContract({ body: createOrderSchema, answer: orderAnswerSchema, status: HttpStatus.CREATED })
  @Idempotent('answers the first order')
  @RateLimited('order')
  @ApiOperation({ summary: 'Order booklets; paid by invoice, confirmed by mail' })
  create(
    @Body() body: CreateOrderRequest,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<Replayable<OrderDto>> {
    return this.orders.create(body, localeFromAcceptLanguage(acceptLanguage), idempotencyKey);
  }
}
