import { Inject, Injectable } from '@nestjs/common';
import type { HealthAnswer } from '@gb/contracts';
import { DataSource } from 'typeorm';

import { DATABASE_SERVER, type DatabaseServer } from '../../database/database-server.js';
import { withinProbeTime } from './probe-time.js';

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE_SERVER) private readonly server: DatabaseServer,
  ) {}

  async check(): Promise<HealthAnswer> {
    const up =
      this.dataSource.isInitialized &&
      (await withinProbeTime(
        this.dataSource.query('SELECT 1').then(() => true),
        false,
      ));
    return {
      // The process lives whatever its database does: liveness is not readiness.
      status: 'ok',
      database: { kind: this.server.kind, state: up ? 'up' : 'down' },
    };
  }
}
