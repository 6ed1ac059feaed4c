import { randomUUID } from 'node:crypto';

import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { Redis } from 'ioredis';

import { REDIS } from '../redis/redis.module.js';

// Channels take no key prefix: the deployment's prefix is added to the name.
const CHANNEL = 'public-lists-changed';

/**
 * The public lists (booklets, vouchers) each replica keeps for a few seconds are dropped on
 * every replica as soon as staff change what they show: here at once, elsewhere through Redis
 * pub/sub (published before the change is answered). Without Redis there is one process.
 */
@Injectable()
export class PublicListsChanges implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PublicListsChanges.name);
  private readonly listeners = new Set<() => void>();
  private readonly replica = randomUUID();
  private subscriber: Redis | undefined;
  private readonly channel: string;

  constructor(@Inject(REDIS) private readonly redis: Redis | null) {
    this.channel = `${redis?.options.keyPrefix ?? ''}${CHANNEL}`;
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    // A connection in subscriber mode takes no other command: one of its own.
    this.subscriber = this.redis.duplicate({ enableOfflineQueue: true });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, origin: string) => {
      if (origin !== this.replica) this.notify();
    });
    // The lists may have changed while this replica was away from Redis.
    this.subscriber.on('ready', () => this.notify());
    try {
      await this.subscriber.subscribe(this.channel);
    } catch (error) {
      this.logger.warn(`Not subscribed to list changes yet: ${String(error)}`);
    }
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }

  /** Calls `listener` whenever the public lists changed, here or on another replica. */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** After a staff change the public sees: every replica drops its lists. */
  async announce(): Promise<void> {
    this.notify();
    if (!this.redis) return;
    try {
      await this.redis.publish(this.channel, this.replica);
    } catch (error) {
      this.logger.warn(`Other replicas keep their lists until they expire: ${String(error)}`);
    }
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
