import type { Queue, WorkOptions } from 'pg-boss';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** The queue that keeps a queue's jobs that failed their last retry. */
export function deadQueueOf(queue: string): string {
  return `${queue}-dead`;
}

/** How every queue retries, keeps and deletes its jobs, and how often a worker looks for new ones. */
export const JOB_QUEUE_SETTINGS = {
  live: {
    // Retried after 1 min, 2, 4 … (with jitter) at most 1 h apart: about 5 hours in all.
    retryLimit: 10,
    retryDelay: MINUTE,
    retryBackoff: true,
    retryDelayMax: 60 * MINUTE,
    // A job whose replica died while working it is taken up again after this long.
    expireInSeconds: 5 * MINUTE,
    // Done jobs are deleted after a day (the mail log keeps what was sent).
    deleteAfterSeconds: DAY,
    retentionSeconds: 14 * DAY,
  },
  dead: { retentionSeconds: 30 * DAY, deleteAfterSeconds: DAY },
  work: {
    batchSize: 20,
    pollingIntervalSeconds: 2,
    burstWhenBatchFull: true,
    perJobResults: true,
  },
} as const satisfies { live: Omit<Queue, 'name'>; dead: Omit<Queue, 'name'>; work: WorkOptions };
