import { Injectable } from '@nestjs/common';
import type { PublicVoucher, PublicVoucherList } from '@gb/contracts';
import type { Request, Response } from 'express';

import { type JsonEntry, sendJson } from '../../common/cached-json.js';
import { PublicLists } from '../../common/public-lists.js';
import { PublicVouchersService } from './public-vouchers.service.js';

// Every visitor of Home loads the whole list: it is built once per 10 s, like the booklet list.
export const PUBLIC_LIST_SECONDS = 10;
const PERIOD_MS = PUBLIC_LIST_SECONDS * 1000;

/** Page `page` of the public vouchers, `pageSize` each (every one on the first page without it). */
export function pageOf(vouchers: PublicVoucher[], page = 1, pageSize?: number): PublicVoucherList {
  const size = pageSize ?? Math.max(vouchers.length, 1);
  const start = (page - 1) * size;
  return {
    items: vouchers.slice(start, start + size),
    total: vouchers.length,
    page,
    pageSize: size,
  };
}

/** The visitors' voucher list (`GET voucher` without a token), kept with the public lists. */
@Injectable()
export class PublicVoucherPages {
  constructor(
    private readonly publicVouchers: PublicVouchersService,
    private readonly publicLists: PublicLists,
  ) {}

  /** Every public voucher, in the list's order. */
  vouchers(): Promise<PublicVoucher[]> {
    return this.publicLists.get('public-vouchers', PERIOD_MS, () => this.publicVouchers.list());
  }

  /** Every public voucher on one page, serialised once per period: what Home asks for. */
  whole(): Promise<JsonEntry> {
    return this.publicLists.json('public-voucher-page', PERIOD_MS, async () =>
      pageOf(await this.publicVouchers.list()),
    );
  }

  /** Sends a page of the list, which browsers and nginx may keep for the period. */
  send(request: Request, response: Response, entry: JsonEntry): void {
    sendJson(
      request,
      response,
      entry,
      `public, max-age=${PUBLIC_LIST_SECONDS}`,
      'Accept-Encoding, Authorization',
    );
  }
}
