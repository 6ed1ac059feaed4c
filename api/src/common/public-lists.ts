import { Global, Injectable, Module } from '@nestjs/common';

import type { CachedValue } from './cached-json.js';
import { PublicListsChanges } from './shared-state/public-lists-changes.js';

/**
 * The public lists this process keeps (booklets, vouchers, what the pages' heads show). A staff save that changes what
 * visitors read drops them on every replica (through the shared list changes), so the next
 * visitor sees the change at once, not after the lists' lifetime.
 */
@Injectable()
export class PublicLists {
  constructor(private readonly changes: PublicListsChanges) {}

  track<L extends CachedValue<unknown>>(list: L): L {
    this.changes.onChange(() => list.invalidate());
    return list;
  }

  /** Drops the lists here and on the other replicas before the change is answered. */
  invalidate(): Promise<void> {
    return this.changes.announce();
  }
}

@Global()
@Module({ providers: [PublicLists], exports: [PublicLists] })
export class PublicListsModule {}
