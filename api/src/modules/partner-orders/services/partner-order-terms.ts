import {
  BookletState,
  mayOrderNow,
  PartnerOrderType,
  type PartnerOrderBooklet,
} from '@gb/contracts';
import type { EntityManager } from 'typeorm';

/** A company may buy at most this many of a booklet it has no voucher in (spec: partner hint). */
export const PURCHASE_LIMIT = 5;

/** What one company may order of one booklet, from its vouchers and the orders it placed. */
export interface BookletTerms {
  id: number;
  regionName: string;
  year: number;
  internalUnitPrice: number;
  vatPercent: number;
  type: PartnerOrderType;
  /** How many more it may order; null: no limit. */
  remainingAllowance: number | null;
}

interface TermsRow {
  id: number;
  state: BookletState;
  pre_order_from_date: string | null;
  order_from_date: string | null;
  region_name: string;
  year: number;
  internal_unit_price: string;
  vat_percent: string;
  max_internal_orders: number | null;
  has_voucher: boolean;
  can_order_more: boolean;
  purchased: string;
  commissioned: string;
}

/**
 * The booklets a company may order now (the rule of public orders, mayOrderNow), each with its
 * type and the allowance left: a Purchase at most 5 per booklet across the company's orders; a
 * Commission at most the booklet's maxInternalOrders, unless the company may order more.
 */
export async function bookletTerms(
  manager: EntityManager,
  companyId: number,
  now: Date,
): Promise<BookletTerms[]> {
  const rows = (await manager.query(
    `SELECT b.id, b.state, to_char(b.pre_order_from_date, 'YYYY-MM-DD') AS pre_order_from_date,
            to_char(b.order_from_date, 'YYYY-MM-DD') AS order_from_date,
            r.name AS region_name, b.year, b.internal_unit_price, b.vat_percent,
            b.max_internal_orders, c.can_order_more_internal_books AS can_order_more,
            EXISTS (SELECT 1 FROM voucher_booklet vb JOIN voucher v ON v.id = vb.voucher_id
                    WHERE vb.booklet_id = b.id AND v.company_id = c.id
                      AND v.state_class NOT IN ('Declined', 'Deleted')) AS has_voucher,
            COALESCE(ordered.purchased, 0) AS purchased,
            COALESCE(ordered.commissioned, 0) AS commissioned
     FROM booklet b
     JOIN region r ON r.id = b.region_id
     JOIN company c ON c.id = $1
     LEFT JOIN (
       SELECT l.booklet_id,
              sum(l.quantity) FILTER (WHERE l.type = 'Purchase') AS purchased,
              sum(l.quantity) FILTER (WHERE l.type = 'Commission') AS commissioned
       FROM partner_order_line l JOIN partner_order o ON o.id = l.partner_order_id
       WHERE o.company_id = $1
       GROUP BY l.booklet_id
     ) ordered ON ordered.booklet_id = b.id
     WHERE b.state NOT IN ($2, $3)
     ORDER BY b.year, r.sort_id, b.id`,
    [companyId, BookletState.Archived, BookletState.SoldOut],
  )) as TermsRow[];
  return rows
    .filter((row) =>
      mayOrderNow(
        {
          state: Number(row.state),
          preOrderFromDate: row.pre_order_from_date,
          orderFromDate: row.order_from_date,
        },
        now,
      ),
    )
    .map(toTerms);
}

function toTerms(row: TermsRow): BookletTerms {
  const type = row.has_voucher ? PartnerOrderType.Commission : PartnerOrderType.Purchase;
  let remainingAllowance: number | null = null;
  if (type === PartnerOrderType.Purchase) {
    remainingAllowance = Math.max(0, PURCHASE_LIMIT - Number(row.purchased));
  } else if (row.max_internal_orders !== null && !row.can_order_more) {
    remainingAllowance = Math.max(0, row.max_internal_orders - Number(row.commissioned));
  }
  return {
    id: row.id,
    regionName: row.region_name,
    year: row.year,
    internalUnitPrice: Number(row.internal_unit_price),
    vatPercent: Number(row.vat_percent),
    type,
    remainingAllowance,
  };
}

/** The terms as the order form shows them. */
export function toPartnerOrderBooklet(terms: BookletTerms): PartnerOrderBooklet {
  const { id, regionName, year, type, internalUnitPrice, remainingAllowance } = terms;
  return { id, regionName, year, type, internalUnitPrice, remainingAllowance };
}
