import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Booklet } from '../../booklets/entities/booklet.entity.js';

/** How long an order may price from a booklet read earlier (a price or state change shows after it). */
const FRESH_MS = 2000;

/**
 * The booklets that orders price from, read once per couple of seconds instead of once per
 * order: a burst of orders then costs the database only its writes.
 */
@Injectable()
export class OrderBookletsCache {
  private cached: { at: number; booklets: Promise<Map<number, Booklet>> } | undefined;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byId(now: number = Date.now()): Promise<Map<number, Booklet>> {
    if (!this.cached || now - this.cached.at > FRESH_MS) {
      const booklets = this.dataSource
        .getRepository(Booklet)
        .find()
        .then((rows) => new Map(rows.map((booklet) => [booklet.id, booklet])));
      this.cached = { at: now, booklets };
      booklets.catch(() => (this.cached = undefined));
    }
    return this.cached.booklets;
  }
}
