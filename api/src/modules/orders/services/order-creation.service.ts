import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  orderTotal,
  postageFor,
  totalQuantity,
  type CreateOrderRequest,
  type Locale,
  type Order as OrderDto,
} from '@gb/contracts';
import { DataSource } from 'typeorm';

import type { AddressColumns } from '../../../common/entities/address.embeddable.js';
import {
  createOnce,
  type IdempotencyColumns,
  type Replayable,
  WITHOUT_KEY,
} from '../../../common/idempotency/create-once.js';
import { Order } from '../entities/order.entity.js';
import { OrderConfirmationMailer } from '../mail/order-confirmation-mailer.service.js';
import { toAddressDto } from '../../../common/entities/address.mapper.js';
import { billingAddressOf, toOrderDto } from '../order.mapper.js';
import { orderYear } from './display-order-id.js';
import type { NewOrder } from './insert-order-batch.sql.js';
import { OrderBatchWriter } from './order-batch-writer.service.js';
import { OrderBookletsCache } from './order-booklets-cache.service.js';
import { priceOrderLines } from './order-pricing.js';

/** The answer to a new order, from what was just written. */
function createdOrderDto(
  stored: { id: number; displayOrderId: string },
  order: NewOrder,
): OrderDto {
  return {
    id: stored.id,
    displayOrderId: stored.displayOrderId,
    orderDateTime: order.orderDateTime.toISOString(),
    billingAddress: toAddressDto(order.billingAddress as AddressColumns),
    orderLines: order.lines,
    postage: order.postage,
    postageLabel: '',
    postageProductNo: '',
    total: order.total,
  };
}

/** Creates public orders: priced by the server, numbered gaplessly, never doubled by a repeat. */
@Injectable()
export class OrderCreationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mailer: OrderConfirmationMailer,
    private readonly batchWriter: OrderBatchWriter,
    private readonly booklets: OrderBookletsCache,
  ) {}

  /**
   * Without an Idempotency-Key the order joins the next grouped write (OrderBatchWriter); with
   * one it is written on its own, once per key (createOnce).
   */
  async create(
    request: CreateOrderRequest,
    locale: Locale,
    idempotencyKey?: string,
    now: Date = new Date(),
  ): Promise<Replayable<OrderDto>> {
    const booklets = await this.booklets.byId();
    const newOrder = (columns: IdempotencyColumns): NewOrder => {
      const lines = priceOrderLines(request.orderLines, booklets, now);
      const postage = postageFor(totalQuantity(lines));
      return {
        year: orderYear(now),
        orderDateTime: now,
        billingAddress: billingAddressOf(request),
        lines,
        postage,
        total: orderTotal(lines, postage),
        ...columns,
        locale,
      };
    };
    const created = idempotencyKey
      ? await createOnce(this.dataSource, {
          entity: Order,
          key: idempotencyKey,
          request,
          relations: { orderLines: true },
          replay: toOrderDto,
          create: async (manager, columns) => {
            const order = newOrder(columns);
            const [stored] = await this.batchWriter.writeNow(manager, order.year, [order]);
            return createdOrderDto(stored!, order);
          },
        })
      : await this.writeGrouped(newOrder(WITHOUT_KEY));
    if (!created.replayed) this.mailer.orderPlaced();
    return created;
  }

  private async writeGrouped(order: NewOrder): Promise<Replayable<OrderDto>> {
    const stored = await this.batchWriter.write(order);
    return { answer: createdOrderDto(stored, order), replayed: false };
  }
}
