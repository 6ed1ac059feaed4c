import { CACHE_MANAGER, CacheModule } from '@nestjs/cache-manager';
import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { createKeyv } from '@cacheable/memory';
import type { Cache } from 'cache-manager';

import { type JsonEntry, toJsonEntry } from './cached-json.js';
import { PublicListsChanges } from './shared-state/public-lists-changes.js';

/** Lists kept at most (each generation's lists count until they expire). */
const KEPT_LISTS = 500;

/**
 * The public lists this process keeps (booklets, vouchers, text blocks, what the pages' heads
 * show), in Nest's cache. Each is read at most once per its period however many visitors ask:
 * past the period the kept one is still answered while one reload runs (so no visitor waits for
 * a read behind a busy database), concurrent misses share one read, a failed read is not kept.
 * A staff save that changes what visitors read drops them on every replica (through the shared
 * list changes): the lists' names carry a generation that the change raises, so the next visitor
 * sees the change at once, and a read begun before it, finishing after, is never answered.
 */
@Injectable()
export class PublicLists {
  private generation = 0;

  constructor(
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
    private readonly changes: PublicListsChanges,
  ) {
    changes.onChange(() => (this.generation += 1));
  }

  /** The list `name` as `load` reads it, read anew once `periodMs` passed or staff changed it. */
  get<T>(name: string, periodMs: number, load: () => Promise<T>): Promise<T> {
    return this.cache.wrap(`${name}@${this.generation}`, load, {
      ttl: 2 * periodMs,
      refreshThreshold: periodMs,
    });
  }

  /** The list `name` serialised, compressed and tagged once per read, for `sendJson`. */
  json(name: string, periodMs: number, load: () => Promise<unknown>): Promise<JsonEntry> {
    return this.get(name, periodMs, async () => toJsonEntry(await load()));
  }

  /** Drops the lists here and on the other replicas before the change is answered. */
  invalidate(): Promise<void> {
    return this.changes.announce();
  }
}

@Global()
@Module({
  // In process, neither serialised nor copied on each read (a list is answered thousands of
  // times a second, and nothing changes a kept list: its users only read it), and in one map: a
  // few hundred names need no spreading over hashed maps (hashing the name on each read cost
  // more than the look-up itself).
  imports: [
    CacheModule.register({
      stores: [createKeyv({ lruSize: KEPT_LISTS, useClone: false, storeHashSize: 1 })],
    }),
  ],
  providers: [PublicLists],
  exports: [PublicLists],
})
export class PublicListsModule {}
