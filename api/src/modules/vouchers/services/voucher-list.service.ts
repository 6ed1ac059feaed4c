import { Injectable } from '@nestjs/common';
import type { VoucherListAnswer, VoucherListItem } from '@gb/contracts';
import { VOUCHER_PAGE_SIZE_DEFAULT, type VoucherListQuery } from '@gb/contracts/schemas';

import { type AuthenticatedUser, isCompanyScoped } from '../../../common/auth/index.js';
import { type JsonEntry, toJsonEntry } from '../../../common/cached-json.js';
import {
  answerOf,
  countStates,
  type ListedVoucher,
  searchable,
  selectionOf,
  type VoucherSelection,
  VoucherListSnapshots,
} from './voucher-list-snapshot.service.js';
import { VoucherListReads } from './voucher-list-reads.service.js';

type Filter = (voucher: ListedVoucher) => boolean;

/**
 * The dashboard's voucher table: the caller's vouchers (a Company user's company's only),
 * filtered, in the list's order, one page at a time, with the counts per state for the state
 * filter. A call asks the database only for the data's version and the caller's favourites
 * (shared with the calls beside it); the list itself is the process's snapshot of that version,
 * and the answers made on it are kept with it.
 */
@Injectable()
export class VoucherListService {
  constructor(
    private readonly reads: VoucherListReads,
    private readonly snapshots: VoucherListSnapshots,
  ) {}

  /**
   * The answer, serialised and compressed. An answer depends only on the data's version, the
   * filters, the page and the caller's favourites, so a repeated one (paging back, the table
   * refetching) is sent as it was made.
   */
  async list(user: AuthenticatedUser, query: VoucherListQuery): Promise<JsonEntry> {
    const { version, favorites } = await this.reads.read(user.id);
    const snapshot = await this.snapshots.at(version);
    const filters = this.filters(user, query);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? VOUCHER_PAGE_SIZE_DEFAULT;
    const selectionKey = JSON.stringify(filters.key);
    const answerKey = JSON.stringify([
      selectionKey,
      query.favorite,
      query.stateClass,
      page,
      pageSize,
      [...favorites].sort((a, b) => a - b),
    ]);
    return answerOf(snapshot, answerKey, () => {
      // Favourites differ per user: they filter the selection of the other filters.
      const selection = selectionOf(snapshot, selectionKey, () =>
        snapshot.vouchers.filter((voucher) => filters.tests.every((test) => test(voucher))),
      );
      return toJsonEntry(answerOn(selection, query, favorites, page, pageSize));
    });
  }

  /** Every filter but the state's and the favourites', and a key naming them. */
  private filters(
    user: AuthenticatedUser,
    query: VoucherListQuery,
  ): { key: unknown[]; tests: Filter[] } {
    const archived = query.archived === true;
    const scope = isCompanyScoped(user) ? user.companyId : undefined;
    const { companyId, bookletId, voucherCategoryId, responsibleUserId } = query;
    const text = query.fulltext ? searchable(query.fulltext) : undefined;
    const tests: Filter[] = [(v) => v.archived === archived];
    if (scope !== undefined) tests.push((v) => v.companyId === scope);
    if (companyId !== undefined) tests.push((v) => v.companyId === companyId);
    if (bookletId !== undefined) {
      tests.push((v) => v.bookletId === bookletId || v.inBookletIds.includes(bookletId));
    }
    if (voucherCategoryId !== undefined) {
      tests.push((v) => v.voucherCategoryId === voucherCategoryId);
    }
    if (responsibleUserId !== undefined) {
      tests.push((v) => v.responsibleUserId === responsibleUserId);
    }
    if (text !== undefined) {
      tests.push((v) => v.searchText.includes(text) || String(v.id) === text);
    }
    return {
      key: [archived, scope, companyId, bookletId, voucherCategoryId, responsibleUserId, text],
      tests,
    };
  }
}

function answerOn(
  selection: VoucherSelection,
  { favorite, stateClass: states }: VoucherListQuery,
  favorites: ReadonlySet<number>,
  page: number,
  pageSize: number,
): VoucherListAnswer {
  const matching =
    favorite === undefined
      ? selection.vouchers
      : selection.vouchers.filter((voucher) => favorites.has(voucher.id) === favorite);
  const stateCounts = favorite === undefined ? selection.stateCounts : countStates(matching);
  // The counts leave the state filter out: they show what choosing another state finds.
  const shown = states ? matching.filter((v) => states.includes(v.stateClass)) : matching;
  return {
    items: shown
      .slice((page - 1) * pageSize, page * pageSize)
      .map((voucher) => toItem(voucher, favorites)),
    total: shown.length,
    page,
    pageSize,
    stateCounts,
  };
}

function toItem(
  { archived: _archived, searchText: _searchText, ...voucher }: ListedVoucher,
  favorites: ReadonlySet<number>,
): VoucherListItem {
  return { ...voucher, isFavorite: favorites.has(voucher.id) };
}
