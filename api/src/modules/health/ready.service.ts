import { Inject, Injectable } from '@nestjs/common';
import type { ReadyAnswer } from '@gb/contracts';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';

import { ShutdownState } from '../../common/lifecycle/shutdown-state.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { withinProbeTime } from './probe-time.js';

type Checks = ReadyAnswer['checks'];

/** Whether this replica can serve: every service it needs answers and its schema is current. */
@Injectable()
export class ReadyService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly shutdown: ShutdownState,
  ) {}

  async check(): Promise<ReadyAnswer> {
    const [database, migrations, storage, redis] = await Promise.all([
      this.database(),
      this.migrations(),
      this.storageState(),
      this.redisState(),
    ]);
    const checks: Checks = { database, migrations, storage, redis };
    const shuttingDown = this.shutdown.shuttingDown;
    const ready =
      !shuttingDown &&
      database === 'up' &&
      migrations === 'applied' &&
      storage === 'up' &&
      redis !== 'down';
    return { ready, shuttingDown, checks };
  }

  private async database(): Promise<Checks['database']> {
    if (!this.dataSource.isInitialized) return 'down';
    const up = await withinProbeTime(
      this.dataSource.query('SELECT 1').then(() => true),
      false,
    );
    return up ? 'up' : 'down';
  }

  /** A replica of an older release must not serve a newer schema's database, nor the reverse. */
  private async migrations(): Promise<Checks['migrations']> {
    if (!this.dataSource.isInitialized) return 'unknown';
    const pending = await withinProbeTime(
      this.dataSource
        .showMigrations()
        .then((has): Checks['migrations'] => (has ? 'pending' : 'applied')),
      'unknown',
    );
    return pending;
  }

  private async storageState(): Promise<Checks['storage']> {
    return (await withinProbeTime(this.storage.reachable(), false)) ? 'up' : 'down';
  }

  private async redisState(): Promise<Checks['redis']> {
    if (!this.redis) return 'not-configured';
    const up = await withinProbeTime(
      this.redis.ping().then((answer) => answer === 'PONG'),
      false,
    );
    return up ? 'up' : 'down';
  }
}
