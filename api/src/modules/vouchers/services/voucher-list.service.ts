import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BookletState,
  VoucherStateClass,
  type VoucherListAnswer,
  type VoucherListItem,
} from '@gb/contracts';
import { VOUCHER_PAGE_SIZE_DEFAULT, type VoucherListQuery } from '@gb/contracts/schemas';
import { DataSource } from 'typeorm';

import { type AuthenticatedUser, isCompanyScoped } from '../../../common/auth/index.js';

/**
 * Positional parameters of one SQL statement: `add` answers the `$n` of a value, `me` the
 * caller's id (added once, when first used: PostgreSQL refuses a parameter it never reads).
 */
class Parameters {
  readonly values: unknown[] = [];
  private meParameter: string | undefined;

  constructor(private readonly userId: number) {}

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  me(): string {
    this.meParameter ??= this.add(this.userId);
    return this.meParameter;
  }
}

/** `%`, `_` and `\` of a search text taken literally in LIKE. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

interface ItemRow extends Omit<VoucherListItem, 'updatedAt' | 'inBookletIds'> {
  updatedAt: Date;
  inBookletIds: (number | string)[];
}

/**
 * The dashboard's voucher table: the caller's vouchers (a Company user's company's only),
 * filtered in the database, sorted by category priority then company name, one page at a
 * time, with the counts per state for the state filter.
 */
@Injectable()
export class VoucherListService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(user: AuthenticatedUser, query: VoucherListQuery): Promise<VoucherListAnswer> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? VOUCHER_PAGE_SIZE_DEFAULT;
    const from = `FROM voucher v
      JOIN company c ON c.id = v.company_id
      LEFT JOIN booklet b ON b.id = v.booklet_id`;
    // The counts leave the state filter out: they show what choosing another state finds.
    const countParams = new Parameters(user.id);
    const countWhere = this.conditions(user, query, countParams).join(' AND ');
    const countsQuery = this.dataSource.query(
      `SELECT v.state_class AS "stateClass", count(*)::int AS "count" ${from} WHERE ${countWhere}
       GROUP BY v.state_class`,
      countParams.values,
    ) as Promise<{ stateClass: VoucherStateClass; count: number }[]>;
    const params = new Parameters(user.id);
    const conditions = this.conditions(user, query, params);
    if (query.stateClass) {
      conditions.push(`v.state_class = ANY(${params.add(query.stateClass)}::varchar[])`);
    }
    const itemsQuery = this.dataSource.query(
      `SELECT v.id, v.booklet_id AS "bookletId",
         ARRAY(SELECT vb.booklet_id FROM voucher_booklet vb WHERE vb.voucher_id = v.id
               ORDER BY vb.booklet_id) AS "inBookletIds",
         v.company_id AS "companyId", c.name AS "companyName", v.address_city AS "city",
         v.offer_short AS "offerShort", v.voucher_category_id AS "voucherCategoryId",
         v.responsible_user_id AS "responsibleUserId", v.state_class AS "stateClass",
         EXISTS (SELECT 1 FROM voucher_favorite f
                 WHERE f.voucher_id = v.id AND f.user_id = ${params.me()}) AS "isFavorite",
         v.updated_at AS "updatedAt"
       ${from}
       LEFT JOIN voucher_category vc ON vc.id = v.voucher_category_id
       WHERE ${conditions.join(' AND ')}
       ORDER BY vc.priority ASC NULLS LAST, lower(c.name), v.id
       LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)}`,
      params.values,
    ) as Promise<ItemRow[]>;
    const [counts, rows] = await Promise.all([countsQuery, itemsQuery]);
    const stateCounts = Object.fromEntries(counts.map((row) => [row.stateClass, row.count]));
    const counted = query.stateClass ?? (Object.keys(stateCounts) as VoucherStateClass[]);
    return {
      items: rows.map((row) => ({
        ...row,
        id: Number(row.id),
        inBookletIds: row.inBookletIds.map(Number),
        updatedAt: new Date(row.updatedAt).toISOString(),
      })),
      total: counted.reduce((sum, state) => sum + (stateCounts[state] ?? 0), 0),
      page,
      pageSize,
      stateCounts,
    };
  }

  /** The filters but the state's, as SQL conditions. */
  private conditions(
    user: AuthenticatedUser,
    query: VoucherListQuery,
    params: Parameters,
  ): string[] {
    const conditions: string[] = [];
    const archived = params.add(BookletState.Archived);
    conditions.push(
      query.archived === true
        ? `b.state = ${archived}`
        : `(b.id IS NULL OR b.state <> ${archived})`,
    );
    if (isCompanyScoped(user)) conditions.push(`v.company_id = ${params.add(user.companyId ?? 0)}`);
    if (query.companyId !== undefined) {
      conditions.push(`v.company_id = ${params.add(query.companyId)}`);
    }
    if (query.bookletId !== undefined) {
      const booklet = params.add(query.bookletId);
      conditions.push(
        `(v.booklet_id = ${booklet} OR EXISTS (SELECT 1 FROM voucher_booklet vb
          WHERE vb.voucher_id = v.id AND vb.booklet_id = ${booklet}))`,
      );
    }
    if (query.voucherCategoryId !== undefined) {
      conditions.push(`v.voucher_category_id = ${params.add(query.voucherCategoryId)}`);
    }
    if (query.responsibleUserId !== undefined) {
      conditions.push(`v.responsible_user_id = ${params.add(query.responsibleUserId)}`);
    }
    if (query.favorite !== undefined) {
      const favorite = `EXISTS (SELECT 1 FROM voucher_favorite f
        WHERE f.voucher_id = v.id AND f.user_id = ${params.me()})`;
      conditions.push(query.favorite ? favorite : `NOT ${favorite}`);
    }
    if (query.fulltext) {
      const text = params.add(likePattern(query.fulltext));
      conditions.push(
        `(c.name ILIKE ${text} OR v.offer_short ILIKE ${text} OR v.offer_long ILIKE ${text}
          OR v.address_city ILIKE ${text} OR v.address_zip ILIKE ${text}
          OR v.id::text = ${params.add(query.fulltext)})`,
      );
    }
    return conditions;
  }
}
