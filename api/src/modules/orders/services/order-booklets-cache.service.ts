import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Booklet } from '../../booklets/entities/booklet.entity.js';

/** How long an order may price from a booklet read earlier (a price or state change shows after it). */
const FRESH_MS = 2000;

/**
 * The booklets that orders price from, read once per couple of seconds instead of once per
 * order: a burst of orders then costs the database only its writes. While a newer read is under
 * way, orders keep pricing from the last one, so none waits for the read behind a busy pool.
 */
@Injectable()
export class OrderBookletsCache {
  private read: { at: number; booklets: Map<number, Booklet> } | undefined;
  private reading: Promise<Map<number, Booklet>> | undefined;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byId(now: number = Date.now()): Promise<Map<number, Booklet>> {
    if (this.read && now - this.read.at <= FRESH_MS) return this.read.booklets;
    if (!this.reading) {
      this.reading = this.readAll(now);
      // Orders pricing from the last read do not wait for this one; a failed read is tried again.
      this.reading.catch(() => undefined);
    }
    return this.read?.booklets ?? this.reading;
  }

  private async readAll(at: number): Promise<Map<number, Booklet>> {
    try {
      const rows = await this.dataSource.getRepository(Booklet).find();
      const booklets = new Map(rows.map((booklet) => [booklet.id, booklet]));
      this.read = { at, booklets };
      return booklets;
    } finally {
      this.reading = undefined;
    }
  }
}
