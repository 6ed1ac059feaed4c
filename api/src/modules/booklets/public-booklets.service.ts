import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  BookletState,
  compareBooklets,
  isPubliclyVisible,
  type PublicBooklet,
} from '@gb/contracts';
import { Not, Repository } from 'typeorm';

import { DROPPED_VOUCHER_STATES } from '../vouchers/publicly-listed-voucher-states.js';
import { Booklet } from './entities/booklet.entity.js';
import { toPublicBooklet } from './public-booklet.mapper.js';

/** The public booklet list: visibility by the contracts rule, sorted by year then region. */
@Injectable()
export class PublicBookletsService {
  constructor(@InjectRepository(Booklet) private readonly booklets: Repository<Booklet>) {}

  /** Whether a visitor may see this booklet (the same rule as the public list). */
  async isPubliclyVisible(bookletId: number, now: Date = new Date()): Promise<boolean> {
    const booklet = await this.booklets.findOneBy({ id: bookletId });
    return booklet !== null && isPubliclyVisible(booklet, now);
  }

  async list(now: Date = new Date()): Promise<PublicBooklet[]> {
    const candidates = await this.booklets.find({
      where: { state: Not(BookletState.Archived) },
      relations: { region: true },
    });
    const visible = candidates.filter((booklet) => isPubliclyVisible(booklet, now));
    const counts = await this.voucherCounts(visible.map((booklet) => booklet.id));
    return visible
      .map((booklet) => toPublicBooklet(booklet, counts.get(booklet.id) ?? 0))
      .sort(compareBooklets);
  }

  private async voucherCounts(bookletIds: number[]): Promise<Map<number, number>> {
    if (bookletIds.length === 0) return new Map();
    const rows = await this.booklets.manager
      .createQueryBuilder()
      .select('vb.booklet_id', 'bookletId')
      .addSelect('COUNT(*)', 'count')
      .from('voucher_booklet', 'vb')
      .innerJoin('voucher', 'v', 'v.id = vb.voucher_id')
      .where('vb.booklet_id IN (:...bookletIds)', { bookletIds })
      .andWhere('v.state_class NOT IN (:...dropped)', { dropped: DROPPED_VOUCHER_STATES })
      .groupBy('vb.booklet_id')
      .getRawMany<{ bookletId: number; count: string }>();
    return new Map(rows.map((row) => [Number(row.bookletId), Number(row.count)]));
  }
}
