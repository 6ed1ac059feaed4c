import type { Readable } from 'node:stream';

/** Where attachment bytes and image derivatives live; one driver per deployment (local disk or S3). */
export interface FileStorage {
  /** The bytes under `key`, or null when nothing is stored there. */
  read(key: string): Promise<Buffer | null>;
  /** The bytes under `key` as a stream (never whole in memory), or null when nothing is there. */
  stream(key: string): Promise<Readable | null>;
  write(key: string, bytes: Buffer | Readable): Promise<void>;
  /** Removes what is stored under `key`; nothing there is not an error. */
  remove(key: string): Promise<void>;
  /** Whether files can be stored right now (readiness); never throws. */
  reachable(): Promise<boolean>;
}

/** Nest injection token of the configured driver. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');
