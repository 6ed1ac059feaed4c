import { Inject, Injectable } from '@nestjs/common';
import type { HealthAnswer } from '@gb/contracts';
import { DataSource } from 'typeorm';

import { DATABASE_SERVER, type DatabaseServer } from '../../database/database-server.js';

// A health probe must answer quickly even when the database hangs.
const DATABASE_PROBE_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE_SERVER) private readonly server: DatabaseServer,
  ) {}

  async check(): Promise<HealthAnswer> {
    const up = await this.databaseAnswers();
    return {
      status: up ? 'ok' : 'error',
      database: { kind: this.server.kind, state: up ? 'up' : 'down' },
    };
  }

  private async databaseAnswers(): Promise<boolean> {
    if (!this.dataSource.isInitialized) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((done) => {
      timer = setTimeout(() => done(false), DATABASE_PROBE_TIMEOUT_MS);
    });
    const probe = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
