import { Global, Injectable, Module } from '@nestjs/common';

import type { CachedJson } from './cached-json.js';

/**
 * The public lists this process keeps (booklets, vouchers). A staff save that changes what
 * visitors read drops them all, so the next visitor sees the change at once, not after the
 * lists' lifetime.
 */
@Injectable()
export class PublicLists {
  private readonly lists = new Set<CachedJson<unknown>>();

  track<T>(list: CachedJson<T>): CachedJson<T> {
    this.lists.add(list as CachedJson<unknown>);
    return list;
  }

  invalidate(): void {
    for (const list of this.lists) list.invalidate();
  }
}

@Global()
@Module({ providers: [PublicLists], exports: [PublicLists] })
export class PublicListsModule {}
