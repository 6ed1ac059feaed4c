import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { from, mergeMap, type Observable } from 'rxjs';

import { PublicListsChanges } from './public-lists-changes.js';

@Injectable()
class PublicListsChangeInterceptor implements NestInterceptor {
  constructor(private readonly changes: PublicListsChanges) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // Announced before the answer leaves: whoever reloads after it sees the change on any replica.
    return next
      .handle()
      .pipe(mergeMap((answer) => from(this.changes.announce().then(() => answer))));
  }
}

/** A staff route whose change the public lists (booklets, vouchers) show. */
export const ChangesPublicLists = () => UseInterceptors(PublicListsChangeInterceptor);
