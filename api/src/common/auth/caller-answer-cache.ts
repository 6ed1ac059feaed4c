import type { Response } from 'express';
import onHeaders from 'on-headers';

/** What an answer made for one logged-in caller may be kept as: by that caller's browser only. */
export const PRIVATE_TO_CALLER = 'private, no-cache';

/**
 * How an api answer may be cached, decided once its handler is done, just before it goes out
 * (whatever the handler set): it varies by Authorization, so a shared cache keeps a visitor's
 * answer apart from a logged-in caller's; and one made for a logged-in caller on a route that
 * visitors may call too (an unlisted voucher's image, a draft's cover, a text block with its
 * internal notes, a staff list) is private: never `public` or `immutable`, so no proxy keeps it
 * and serves it to the next visitor. `no-store` stays.
 */
export function cacheByCaller(response: Response, answersLoggedInCaller: () => boolean): void {
  onHeaders(response, function decideCaching(this: Response) {
    this.vary('Authorization');
    if (!answersLoggedInCaller()) return;
    const cacheControl = String(this.getHeader('Cache-Control') ?? '');
    if (!/\bno-store\b/.test(cacheControl)) this.setHeader('Cache-Control', PRIVATE_TO_CALLER);
  });
}
