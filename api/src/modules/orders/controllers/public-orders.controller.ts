import { Body, Controller, Get, Headers, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  postageFor,
  type CreateOrderRequest,
  type Order as OrderDto,
  type PostageAnswer,
} from '@gb/contracts';
import { createOrderSchema, postageQuerySchema } from '@gb/contracts/schemas';
import { errorBodySchema, orderAnswerSchema, postageAnswerSchema } from '@gb/contracts/answers';
import type { Response } from 'express';

import { Public } from '../../../common/auth/index.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { RateLimited } from '../../../common/rate-limit/rate-limited.decorator.js';
import { localeFromAcceptLanguage } from '../../../common/request-locale.js';
import { ZodValidationPipe } from '../../../common/zod-validation.pipe.js';
import { idempotencyKeyOf } from '../../../common/idempotency-key.js';
import { OrderErrorCode, OrderException } from '../exceptions/order.exception.js';
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
  postage(
    @Query(new ZodValidationPipe(postageQuerySchema)) query: { quantity: number },
  ): PostageAnswer {
    return { quantity: query.quantity, postage: postageFor(query.quantity) };
  }

  @Post()
  @ApiContract({
    body: createOrderSchema,
    answer: orderAnswerSchema,
    status: HttpStatus.CREATED,
    also: { 422: errorBodySchema },
  })
  @RateLimited('order')
  @ApiOperation({ summary: 'Order booklets; paid by invoice, confirmed by mail' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'A repeat with the same key answers the first order; with another body 422',
  })
  async create(
    @Body(new ZodValidationPipe(createOrderSchema)) body: CreateOrderRequest,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OrderDto> {
    const key = idempotencyKeyOf(
      idempotencyKey,
      () => new OrderException(OrderErrorCode.IDEMPOTENCY_KEY_INVALID),
    );
    const { order, replayed } = await this.orders.create(
      body,
      localeFromAcceptLanguage(acceptLanguage),
      key,
    );
    if (replayed) response.setHeader('Idempotent-Replayed', 'true');
    return order;
  }
}
