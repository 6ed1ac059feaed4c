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
import { DataSource, In, QueryFailedError } from 'typeorm';

import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { OrderConfirmationMail } from '../entities/order-confirmation-mail.entity.js';
import { OrderLine } from '../entities/order-line.entity.js';
import { Order } from '../entities/order.entity.js';
import { OrderConfirmationMailer } from '../mail/order-confirmation-mailer.service.js';
import { billingAddressOf, toOrderDto } from '../order.mapper.js';
import { nextDisplayOrderId, orderYear } from './display-order-id.js';
import { priceOrderLines } from './order-pricing.js';

export interface CreatedOrder {
  order: OrderDto;
  /** True when an earlier request with the same Idempotency-Key had created it. */
  replayed: boolean;
}

interface StoredOrder {
  order: Order;
  replayed: boolean;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string } | undefined)?.code === UNIQUE_VIOLATION
  );
}

/** Creates public orders: priced by the server, numbered gaplessly, never doubled by a repeat. */
@Injectable()
export class OrderCreationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mailer: OrderConfirmationMailer,
  ) {}

  async create(
    request: CreateOrderRequest,
    locale: Locale,
    idempotencyKey?: string,
    now: Date = new Date(),
  ): Promise<CreatedOrder> {
    if (idempotencyKey) {
      const earlier = await this.findByIdempotencyKey(idempotencyKey);
      if (earlier) return { order: earlier, replayed: true };
    }
    const booklets = await this.dataSource.getRepository(Booklet).findBy({
      id: In(request.orderLines.map((line) => line.bookletId)),
    });
    const lines = priceOrderLines(
      request.orderLines,
      new Map(booklets.map((booklet) => [booklet.id, booklet])),
      now,
    );
    const postage = postageFor(totalQuantity(lines));
    const total = orderTotal(lines, postage);
    try {
      const stored = await this.dataSource.transaction(async (manager): Promise<StoredOrder> => {
        if (idempotencyKey) {
          // Repeats of one key queue here; the later ones then find the first's order.
          await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [idempotencyKey]);
          const earlier = await manager.getRepository(Order).findOne({
            where: { idempotencyKey },
            relations: { orderLines: true },
          });
          if (earlier) return { order: earlier, replayed: true };
        }
        const displayOrderId = await nextDisplayOrderId(manager, orderYear(now));
        const saved = await manager.getRepository(Order).save({
          displayOrderId,
          orderDateTime: now,
          billingAddress: billingAddressOf(request),
          postage,
          total,
          idempotencyKey: idempotencyKey ?? null,
          orderLines: lines.map((line) => manager.getRepository(OrderLine).create(line)),
        });
        await manager
          .getRepository(OrderConfirmationMail)
          .insert({ orderId: saved.id, locale, nextAttemptAt: now });
        return { order: saved as Order, replayed: false };
      });
      if (!stored.replayed) this.mailer.sendSoon();
      return { order: toOrderDto(stored.order), replayed: stored.replayed };
    } catch (error) {
      // A repeat that raced the first request: its transaction, and its number, rolled back.
      if (idempotencyKey && isUniqueViolation(error)) {
        const earlier = await this.findByIdempotencyKey(idempotencyKey);
        if (earlier) return { order: earlier, replayed: true };
      }
      throw error;
    }
  }

  private async findByIdempotencyKey(idempotencyKey: string): Promise<OrderDto | undefined> {
    const order = await this.dataSource.getRepository(Order).findOne({
      where: { idempotencyKey },
      relations: { orderLines: true },
    });
    return order ? toOrderDto(order) : undefined;
  }
}
