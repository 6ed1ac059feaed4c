import type { FetchArgs } from '@reduxjs/toolkit/query/react';

/**
 * A call the api answers alike for everyone (public lists, the order form): it goes out with
 * authorization "none", so a logged-in visitor's token does not travel with it and an expired
 * one cannot interrupt it.
 */
export function publicCall(url: string, init: Omit<FetchArgs, 'url'> = {}): FetchArgs {
  return { url, ...init, headers: { ...init.headers, Authorization: 'none' } };
}
