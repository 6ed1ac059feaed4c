import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

import type { AuthenticatedUser } from '../../../common/auth/index.js';
import { Voucher } from '../entities/voucher.entity.js';
import { VoucherAccess } from './voucher-access.service.js';
import { assertBookletExists } from './voucher-references.js';

/** The booklets a voucher is printed in (inBookletIds). */
@Injectable()
export class VoucherBookletsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: VoucherAccess,
  ) {}

  async list(user: AuthenticatedUser, id: number): Promise<number[]> {
    await this.access.reach(user, id);
    return this.bookletIds(this.dataSource.manager, id);
  }

  /** Adds a booklet; the first one also becomes the booklet the voucher was made for. */
  async add(user: AuthenticatedUser, id: number, bookletId: number): Promise<number[]> {
    return this.dataSource.transaction(async (manager) => {
      const voucher = await this.access.reach(user, id, manager, true);
      await assertBookletExists(manager, bookletId);
      await manager.query(
        `INSERT INTO voucher_booklet (voucher_id, booklet_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [id, bookletId],
      );
      if (voucher.bookletId === null) {
        await manager.getRepository(Voucher).update(id, { bookletId });
      }
      return this.bookletIds(manager, id);
    });
  }

  /** Removes a booklet; when it was the voucher's own, another of its booklets takes its place. */
  async remove(user: AuthenticatedUser, id: number, bookletId: number): Promise<number[]> {
    return this.dataSource.transaction(async (manager) => {
      const voucher = await this.access.reach(user, id, manager, true);
      await manager.query(`DELETE FROM voucher_booklet WHERE voucher_id = $1 AND booklet_id = $2`, [
        id,
        bookletId,
      ]);
      const remaining = await this.bookletIds(manager, id);
      if (voucher.bookletId === bookletId) {
        await manager.getRepository(Voucher).update(id, { bookletId: remaining[0] ?? null });
      }
      return remaining;
    });
  }

  private async bookletIds(manager: EntityManager, id: number): Promise<number[]> {
    const rows = (await manager.query(
      `SELECT booklet_id AS "bookletId" FROM voucher_booklet WHERE voucher_id = $1 ORDER BY booklet_id`,
      [id],
    )) as { bookletId: number }[];
    return rows.map((row) => Number(row.bookletId));
  }
}
