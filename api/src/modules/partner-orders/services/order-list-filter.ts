import type { PartnerOrderListQuery } from '@gb/contracts/schemas';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** Where an order kind keeps its lines: partner orders or return orders. */
interface LineTable {
  table: 'partner_order_line' | 'return_order_line';
  orderColumn: 'partner_order_id' | 'return_order_id';
}

/**
 * The list filters partner and return orders share, on a builder aliased `o`: state, type,
 * company, a booklet ordered, and the year of the booklets ordered (as the stock overview counts
 * it). Newest first.
 */
export function filterOrderList<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: PartnerOrderListQuery,
  { table, orderColumn }: LineTable,
): SelectQueryBuilder<T> {
  builder.orderBy('o.orderDateTime', 'DESC').addOrderBy('o.id', 'DESC');
  if (query.state) builder.andWhere('o.state = :state', { state: query.state });
  if (query.type) builder.andWhere('o.type = :type', { type: query.type });
  if (query.companyId) builder.andWhere('o.companyId = :companyId', query);
  if (query.bookletId) {
    builder.andWhere(
      `EXISTS (SELECT 1 FROM ${table} bl WHERE bl.${orderColumn} = o.id AND bl.booklet_id = :bookletId)`,
      query,
    );
  }
  if (query.year) {
    builder.andWhere(
      `EXISTS (SELECT 1 FROM ${table} yl JOIN booklet yb ON yb.id = yl.booklet_id
        WHERE yl.${orderColumn} = o.id AND yb.year = :year)`,
      query,
    );
  }
  return builder;
}
