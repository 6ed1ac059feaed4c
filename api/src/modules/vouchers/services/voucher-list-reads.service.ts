import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** What one list call needs from the database: the data's version and the caller's favourites. */
export interface VoucherListRead {
  version: string;
  favorites: ReadonlySet<number>;
}

interface Batch {
  userIds: Set<number>;
  result: Promise<{ version: string; favorites: Map<number, Set<number>> }>;
  start(): void;
}

/**
 * Reads the list's version and favourites for many calls at once: calls that arrive while a
 * read is under way share the next one, so a busy list costs the database one small query at
 * a time. A call never shares a read that started before it arrived, so it sees every change
 * committed before it came.
 */
@Injectable()
export class VoucherListReads {
  private waiting: Batch | undefined;
  private running = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async read(userId: number): Promise<VoucherListRead> {
    const batch = (this.waiting ??= this.newBatch());
    batch.userIds.add(userId);
    this.startNext();
    const { version, favorites } = await batch.result;
    return { version, favorites: favorites.get(userId) ?? new Set() };
  }

  private startNext(): void {
    if (this.running || !this.waiting) return;
    const batch = this.waiting;
    this.waiting = undefined;
    this.running = true;
    const done = () => {
      this.running = false;
      this.startNext();
    };
    batch.result.then(done, done);
    batch.start();
  }

  private newBatch(): Batch {
    let start!: () => void;
    const userIds = new Set<number>();
    const result = new Promise<Awaited<Batch['result']>>((resolve, reject) => {
      start = () => this.query([...userIds]).then(resolve, reject);
    });
    return { userIds, result, start };
  }

  private async query(userIds: number[]): Promise<Awaited<Batch['result']>> {
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT version::text FROM voucher_list_version WHERE id = 1) AS version,
        coalesce((SELECT json_agg(json_build_object('userId', user_id, 'voucherId', voucher_id))
                  FROM voucher_favorite WHERE user_id = ANY($1::int[])), '[]'::json) AS favorites`,
      [userIds],
    )) as { version: string; favorites: { userId: number; voucherId: number }[] }[];
    const favorites = new Map<number, Set<number>>();
    for (const { userId, voucherId } of row!.favorites) {
      const own = favorites.get(userId) ?? new Set<number>();
      own.add(voucherId);
      favorites.set(userId, own);
    }
    return { version: row!.version, favorites };
  }
}
