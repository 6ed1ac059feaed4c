import { createHash } from 'node:crypto';

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
import { isUniqueViolation } from '../../../errors/database-errors.js';
import { Order } from '../entities/order.entity.js';
import { OrderErrorCode, OrderException } from '../exceptions/order.exception.js';
import { OrderConfirmationMailer } from '../mail/order-confirmation-mailer.service.js';
import { toAddressDto } from '../../../common/entities/address.mapper.js';
import { billingAddressOf, toOrderDto } from '../order.mapper.js';
import { orderYear } from './display-order-id.js';
import { insertOrderBatch, type NewOrder } from './insert-order-batch.sql.js';
import { OrderBatchWriter } from './order-batch-writer.service.js';
import { OrderBookletsCache } from './order-booklets-cache.service.js';
import { priceOrderLines } from './order-pricing.js';

export interface CreatedOrder {
  order: OrderDto;
  /** True when an earlier request with the same Idempotency-Key had created it. */
  replayed: boolean;
}

/** What the request asked for: the same key with another body is another request. */
function fingerprintOf(request: CreateOrderRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** The earlier order of a key, refused (422) when the key came with another request then. */
function replayOf(earlier: Order, fingerprint: string): CreatedOrder {
  if (earlier.idempotencyFingerprint !== null && earlier.idempotencyFingerprint !== fingerprint) {
    throw new OrderException(OrderErrorCode.IDEMPOTENCY_KEY_REUSED);
  }
  return { order: toOrderDto(earlier), replayed: true };
}

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

  async create(
    request: CreateOrderRequest,
    locale: Locale,
    idempotencyKey?: string,
    now: Date = new Date(),
  ): Promise<CreatedOrder> {
    const fingerprint = fingerprintOf(request);
    if (idempotencyKey) {
      const earlier = await this.findByIdempotencyKey(idempotencyKey);
      if (earlier) return replayOf(earlier, fingerprint);
    }
    const lines = priceOrderLines(request.orderLines, await this.booklets.byId(), now);
    const postage = postageFor(totalQuantity(lines));
    const newOrder: NewOrder = {
      year: orderYear(now),
      orderDateTime: now,
      billingAddress: billingAddressOf(request),
      lines,
      postage,
      total: orderTotal(lines, postage),
      idempotencyKey: idempotencyKey ?? null,
      idempotencyFingerprint: idempotencyKey ? fingerprint : null,
      locale,
    };
    try {
      const stored = idempotencyKey
        ? await this.storeOnce(newOrder, idempotencyKey, fingerprint)
        : await this.batchWriter.write(newOrder);
      if ('replayed' in stored) return stored;
      this.mailer.orderPlaced();
      return { order: createdOrderDto(stored, newOrder), replayed: false };
    } catch (error) {
      // A repeat that raced the first request: its statement, and its number, rolled back.
      if (idempotencyKey && isUniqueViolation(error)) {
        const earlier = await this.findByIdempotencyKey(idempotencyKey);
        if (earlier) return replayOf(earlier, fingerprint);
      }
      throw error;
    }
  }

  /** Repeats of one key queue on its advisory lock; the later ones find the first's order. */
  private storeOnce(
    newOrder: NewOrder,
    idempotencyKey: string,
    fingerprint: string,
  ): Promise<CreatedOrder | { id: number; displayOrderId: string }> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [idempotencyKey]);
      const earlier = await manager.getRepository(Order).findOne({
        where: { idempotencyKey },
        relations: { orderLines: true },
      });
      if (earlier) return replayOf(earlier, fingerprint);
      const [stored] = await insertOrderBatch(manager, newOrder.year, [newOrder]);
      return stored!;
    });
  }

  private findByIdempotencyKey(idempotencyKey: string): Promise<Order | null> {
    return this.dataSource.getRepository(Order).findOne({
      where: { idempotencyKey },
      relations: { orderLines: true },
    });
  }
}
