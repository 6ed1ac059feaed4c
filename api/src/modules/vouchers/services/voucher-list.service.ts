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
    const selectionKey = JSON.stringify(filters);
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
        snapshot.vouchers.filter((voucher) => passes(voucher, filters)),
      );
      return toJsonEntry(answerOn(selection, query, favorites, page, pageSize));
    });
  }

  /** Every filter but the state's and the favourites'. */
  private filters(user: AuthenticatedUser, query: VoucherListQuery): ListFilters {
    const text = query.fulltext ? searchable(query.fulltext) : undefined;
    return {
      archived: query.archived === true,
      scope: isCompanyScoped(user) ? user.companyId : undefined,
      companyId: query.companyId,
      bookletId: query.bookletId,
      voucherCategoryId: query.voucherCategoryId,
      responsibleUserId: query.responsibleUserId,
      text,
      textAsId: text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined,
    };
  }
}

/** The filters of a selection; a filter left undefined lets every voucher through. */
interface ListFilters {
  archived: boolean;
  /** A Company user's company (null: a Company user of none, who finds nothing). */
  scope: number | null | undefined;
  companyId: number | undefined;
  bookletId: number | undefined;
  voucherCategoryId: number | undefined;
  responsibleUserId: number | undefined;
  /** The fulltext, as `searchable` made it; a number also finds the voucher of that id. */
  text: string | undefined;
  textAsId: number | undefined;
}

/** One function for every filter: the list runs it over thousands of vouchers at a time. */
function passes(v: ListedVoucher, f: ListFilters): boolean {
  return (
    v.archived === f.archived &&
    (f.scope === undefined || v.companyId === f.scope) &&
    (f.companyId === undefined || v.companyId === f.companyId) &&
    (f.bookletId === undefined ||
      v.bookletId === f.bookletId ||
      v.inBookletIds.includes(f.bookletId)) &&
    (f.voucherCategoryId === undefined || v.voucherCategoryId === f.voucherCategoryId) &&
    (f.responsibleUserId === undefined || v.responsibleUserId === f.responsibleUserId) &&
    (f.text === undefined || v.id === f.textAsId || v.searchText.includes(f.text))
  );
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
