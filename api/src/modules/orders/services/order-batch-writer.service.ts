import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

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
 * one statement and one commit for the whole group, each order still answered on its own.
 */
@Injectable()
export class OrderBatchWriter {
  private readonly queue: PendingOrder[] = [];
  private writing = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
      const stored = await insertOrderBatch(
        this.dataSource.manager,
        year,
        group.map((pending) => pending.order),
      );
      group.forEach((pending, index) => pending.resolve(stored[index]!));
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      // Nothing of the group was written; one bad order must not fail the others.
      for (const pending of group) await this.writeYear(year, [pending]);
    }
  }
}
