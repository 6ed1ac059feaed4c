import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PgBoss, type Job, type JobResult } from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';

import { JOB_QUEUE_SETTINGS, deadQueueOf } from './job-queue-settings.js';
import { jobDatabaseOf } from './typeorm-job-database.js';

/** Does one job; a throw retries it later (until the retry limit, then it is dead). */
export type JobHandler<Data extends object> = (data: Data) => Promise<void>;

interface Worker {
  handler: JobHandler<object>;
  id?: string;
}

/**
 * The one queue of background jobs (pg-boss on the app's database, in its own `pgboss` schema).
 * A job is sent in the transaction of the change it belongs to, worked once whichever replica
 * fetches it (SKIP LOCKED), retried after a failure and kept as dead after the last retry;
 * finished jobs are deleted after a while. At shutdown each queue works one last batch of what
 * is due (the orders just placed), then stops.
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobQueue.name);
  private readonly workers = new Map<string, Worker>();
  private readonly boss: PgBoss;
  private stopped = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.boss = new PgBoss({
      db: jobDatabaseOf(dataSource),
      schedule: false,
      registerInstance: false,
      monitorVacuum: false,
      reindex: false,
      persistWarnings: false,
    });
    this.boss.on('error', (error: Error) => this.logger.error(`Job queue: ${error.message}`));
  }

  /** Names a queue and what works its jobs; call from a provider's constructor. */
  define<Data extends object>(queue: string, handler: JobHandler<Data>): void {
    this.workers.set(queue, { handler: handler as JobHandler<object> });
  }

  async onModuleInit(): Promise<void> {
    await this.boss.start();
    for (const queue of this.workers.keys()) {
      const dead = deadQueueOf(queue);
      await this.boss.createQueue(dead, JOB_QUEUE_SETTINGS.dead);
      await this.boss.createQueue(queue, { ...JOB_QUEUE_SETTINGS.live, deadLetter: dead });
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const [queue, worker] of this.workers) {
      worker.id = await this.boss.work(queue, JOB_QUEUE_SETTINGS.work, (jobs) =>
        this.workAll(worker, jobs as Job<object>[]),
      );
    }
  }

  /** Writes the jobs in the caller's transaction; call `wake` once it committed. */
  async send<Data extends object>(
    manager: EntityManager,
    queue: string,
    items: readonly Data[],
  ): Promise<void> {
    if (items.length === 0) return;
    await this.boss.insert(
      queue,
      items.map((data) => ({ data })),
      { db: jobDatabaseOf(manager) },
    );
  }

  /** Lets this process's worker of the queue fetch at once instead of at its next poll. */
  wake(queue: string): void {
    const id = this.workers.get(queue)?.id;
    if (id) this.boss.notifyWorker(id);
  }

  /** Once, however often the app is closed (its second close finds the database closed). */
  async onModuleDestroy(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const [queue, worker] of this.workers) {
      if (worker.id) await this.boss.offWork(queue, { id: worker.id, wait: true });
      await this.workLastBatch(queue, worker);
    }
    await this.boss.stop({ graceful: true, close: false });
  }

  private async workLastBatch(queue: string, worker: Worker): Promise<void> {
    const jobs = await this.boss.fetch<object>(queue, {
      batchSize: JOB_QUEUE_SETTINGS.work.batchSize,
    });
    for (const result of await this.workAll(worker, jobs)) {
      if (result.status === 'completed') await this.boss.complete(queue, result.id);
      else await this.boss.fail(queue, result.id, result.output as object);
    }
  }

  private async workAll(worker: Worker, jobs: Job<object>[]): Promise<JobResult[]> {
    const results: JobResult[] = [];
    for (const job of jobs) {
      try {
        await worker.handler(job.data);
        results.push({ id: job.id, status: 'completed' });
      } catch (error) {
        this.logger.warn(
          `Job ${job.name} ${job.id} failed (attempt ${job.retryCount + 1}): ${String(error)}`,
        );
        results.push({ id: job.id, status: 'failed', output: { message: String(error) } });
      }
    }
    return results;
  }
}
