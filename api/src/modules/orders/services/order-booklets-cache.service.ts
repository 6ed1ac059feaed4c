import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { PublicLists } from '../../../common/public-lists.js';
import { Booklet } from '../../booklets/entities/booklet.entity.js';

/** How long an order may price from a booklet read earlier (a price or state change shows after it). */
const FRESH_MS = 2000;

/**
 * The booklets that orders price from, read once per couple of seconds instead of once per
 * order: a burst of orders then costs the database only its writes. While a newer read is under
 * way, orders keep pricing from the last one, so none waits for the read behind a busy pool. A
 * staff change of a booklet (a new one, a price, a state) drops the kept booklets on every
 * replica, as it drops the public lists: the next order is priced from the booklets as saved.
 */
@Injectable()
export class OrderBookletsCache {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly publicLists: PublicLists,
  ) {}

  byId(): Promise<Map<number, Booklet>> {
    return this.publicLists.get('order-booklets', FRESH_MS, async () => {
      const rows = await this.dataSource.getRepository(Booklet).find();
      return new Map(rows.map((booklet) => [booklet.id, booklet]));
    });
  }
}
