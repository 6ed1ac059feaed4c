import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

import { OrderActivationCodes } from '../../wallet/services/order-activation-codes.service.js';
import { OrderConfirmationMailer } from '../mail/order-confirmation-mailer.service.js';
import {
  insertOrderBatch,
  type NewOrder,
  type StoredOrderNumber,
} from './insert-order-batch.sql.js';

interface PendingOrder {
  order: NewOrder;
  resolve: (stored: StoredOrderNumber) => void;
  reject: (error: unknown) => void;
}

const MAX_BATCH = 100;

/**
 * Gapless numbers make orders queue on the year's counter row, one commit after the other.
 * So orders that arrive while a write is under way are written together in the next one:
 * one transaction for the whole group (the orders and their confirmation mails), each order
 * still answered on its own.
 */
@Injectable()
export class OrderBatchWriter {
  private readonly queue: PendingOrder[] = [];
  private writing = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mailer: OrderConfirmationMailer,
    private readonly activationCodes: OrderActivationCodes,
  ) {}

  write(order: NewOrder): Promise<StoredOrderNumber> {
    return new Promise((resolve, reject) => {
      this.queue.push({ order, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        for (const year of new Set(batch.map((pending) => pending.order.year))) {
          await this.writeYear(
            year,
            batch.filter((pending) => pending.order.year === year),
          );
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private async writeYear(year: number, group: PendingOrder[]): Promise<void> {
    try {
      const stored = await this.dataSource.transaction((manager) =>
        this.writeNow(
          manager,
          year,
          group.map((pending) => pending.order),
        ),
      );
      group.forEach((pending, index) => pending.resolve(stored[index]!));
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      // Nothing of the group was written; one bad order must not fail the others.
      for (const pending of group) await this.writeYear(year, [pending]);
    }
  }

  /**
   * Writes the orders (all of one year), their copies' activation codes (as hashes) and their
   * confirmation mails in the caller's transaction.
   */
  async writeNow(
    manager: EntityManager,
    year: number,
    orders: readonly NewOrder[],
  ): Promise<StoredOrderNumber[]> {
    const stored = await insertOrderBatch(manager, year, orders);
    await this.activationCodes.store(
      manager,
      stored.map(({ id }, index) => ({ id, lines: orders[index]!.lines })),
    );
    await this.mailer.enqueue(
      manager,
      stored.map(({ id }, index) => ({ orderId: id, locale: orders[index]!.locale })),
    );
    return stored;
  }
}
