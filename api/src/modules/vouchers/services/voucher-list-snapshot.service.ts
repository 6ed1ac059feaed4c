import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BookletState,
  compareVouchers,
  type VoucherListBooklet,
  type VoucherStateClass,
} from '@gb/contracts';
import { DataSource } from 'typeorm';

import type { JsonEntry } from '../../../common/cached-json.js';

/** One voucher as the dashboard's list filters, sorts and shows it. */
export interface ListedVoucher {
  id: number;
  bookletId: number | null;
  inBookletIds: number[];
  inBooklets: VoucherListBooklet[];
  companyId: number;
  companyName: string;
  city: string;
  offerShort: string;
  voucherCategoryId: number | null;
  responsibleUserId: number | null;
  stateClass: VoucherStateClass;
  updatedAt: string;
  /** Its booklet is archived. */
  archived: boolean;
  /** Company, offers, city and zip in lower case, for the fulltext filter. */
  searchText: string;
}

/** The vouchers a set of filters finds, and how many of them are in each state. */
export interface VoucherSelection {
  vouchers: ListedVoucher[];
  stateCounts: Partial<Record<VoucherStateClass, number>>;
}

/** Selections kept per snapshot: the tables' filter sets repeat (each user's page, paging). */
const KEPT_SELECTIONS = 200;
/** Answers kept per snapshot, serialised and compressed (about 40 KB each for a page of 100). */
const KEPT_ANSWERS = 200;

export interface VoucherListSnapshot {
  version: string;
  /** In the list's order: category priority, then company name (spec section 9). */
  vouchers: ListedVoucher[];
  /** Selections already made on this snapshot, by their filters. */
  selections: Map<string, VoucherSelection>;
  /** Answers already sent from this snapshot, by everything they depend on. */
  answers: Map<string, JsonEntry>;
}

/** What `key` names in `kept`, made once; at `limit` the kept ones are dropped. */
function keptOr<T>(kept: Map<string, T>, key: string, limit: number, make: () => T): T {
  const found = kept.get(key);
  if (found) return found;
  const made = make();
  if (kept.size >= limit) kept.clear();
  kept.set(key, made);
  return made;
}

/** The selection of `filters` on the snapshot, made once per snapshot and filter set. */
export function selectionOf(
  snapshot: VoucherListSnapshot,
  key: string,
  select: () => ListedVoucher[],
): VoucherSelection {
  return keptOr(snapshot.selections, key, KEPT_SELECTIONS, () => {
    const vouchers = select();
    return { vouchers, stateCounts: countStates(vouchers) };
  });
}

/**
 * An answer made on the snapshot, made once per snapshot and `key` (which names everything the
 * answer depends on besides the data: filters, page, the caller's favourites).
 */
export function answerOf(
  snapshot: VoucherListSnapshot,
  key: string,
  answer: () => JsonEntry,
): JsonEntry {
  return keptOr(snapshot.answers, key, KEPT_ANSWERS, answer);
}

export function countStates(
  vouchers: readonly ListedVoucher[],
): Partial<Record<VoucherStateClass, number>> {
  const counts: Partial<Record<VoucherStateClass, number>> = {};
  for (const voucher of vouchers)
    counts[voucher.stateClass] = (counts[voucher.stateClass] ?? 0) + 1;
  return counts;
}

type Row = Omit<ListedVoucher, 'searchText'> & {
  priority: number | null;
  offerLong: string;
  zip: string;
};

/** Lower case as the fulltext filter compares. */
export function searchable(text: string): string {
  return text.toLocaleLowerCase('de-CH');
}

/**
 * Every voucher as the list shows it, kept in memory for the version of the data it was read
 * at. The database raises the version on every change of what the list shows (see the
 * migration VoucherListVersion), whoever makes it, so each process asks for the committed
 * version (one tiny query) and reads the list again only when it moved.
 */
@Injectable()
export class VoucherListSnapshots {
  private current: VoucherListSnapshot | undefined;
  private loading: Promise<VoucherListSnapshot> | undefined;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The snapshot of this version or a newer one. */
  async at(version: string): Promise<VoucherListSnapshot> {
    if (this.current && BigInt(this.current.version) >= BigInt(version)) return this.current;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    const loaded = await this.loading;
    // A load that started before this version was committed is read again.
    return BigInt(loaded.version) >= BigInt(version) ? loaded : this.at(version);
  }

  private async load(): Promise<VoucherListSnapshot> {
    // One statement: the version and the rows come from the same snapshot of the data.
    const [result] = (await this.dataSource.query(
      `SELECT (SELECT version::text FROM voucher_list_version WHERE id = 1) AS version,
        coalesce((SELECT json_agg(json_build_object(
          'id', v.id, 'bookletId', v.booklet_id,
          'inBookletIds', ARRAY(SELECT vb.booklet_id FROM voucher_booklet vb
                                WHERE vb.voucher_id = v.id ORDER BY vb.booklet_id),
          'inBooklets', coalesce((SELECT json_agg(json_build_object(
              'id', vb.booklet_id, 'regionName', r.name, 'year', ib.year) ORDER BY vb.booklet_id)
            FROM voucher_booklet vb
            JOIN booklet ib ON ib.id = vb.booklet_id
            JOIN region r ON r.id = ib.region_id
            WHERE vb.voucher_id = v.id), '[]'::json),
          'companyId', v.company_id, 'companyName', c.name, 'city', v.address_city,
          'zip', v.address_zip, 'offerShort', v.offer_short, 'offerLong', v.offer_long,
          'voucherCategoryId', v.voucher_category_id, 'priority', vc.priority,
          'responsibleUserId', v.responsible_user_id, 'stateClass', v.state_class,
          'updatedAt', to_char(v.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'archived', coalesce(b.state = $1, false)))
         FROM voucher v
         JOIN company c ON c.id = v.company_id
         LEFT JOIN booklet b ON b.id = v.booklet_id
         LEFT JOIN voucher_category vc ON vc.id = v.voucher_category_id), '[]'::json) AS rows`,
      [BookletState.Archived],
    )) as { version: string; rows: Row[] }[];
    const rows = result!.rows;
    const priorities = new Map(
      rows
        .filter((row) => row.voucherCategoryId !== null && row.priority !== null)
        .map((row) => [row.voucherCategoryId!, { priority: row.priority! }]),
    );
    rows.sort((a, b) => compareVouchers(a, b, priorities) || a.id - b.id);
    const snapshot: VoucherListSnapshot = {
      version: result!.version,
      selections: new Map(),
      answers: new Map(),
      vouchers: rows.map(({ priority: _p, offerLong, zip, ...voucher }) => ({
        ...voucher,
        searchText: searchable(
          [voucher.companyName, voucher.offerShort, offerLong, voucher.city, zip].join('\n'),
        ),
      })),
    };
    if (!this.current || BigInt(snapshot.version) > BigInt(this.current.version)) {
      this.current = snapshot;
    }
    return snapshot;
  }
}
