/**
 * Per company and booklet, from the stored orders in one statement: ordered (every partner
 * order), delivered (shipped or billed), billed (closed, 'Verrechnet'), announced for return and
 * counted back at collection; plus the newest inventory report. $1 company, $2 booklet, $3 year,
 * each null for all.
 */
export const PARTNER_STOCK_SQL = `
WITH ordered AS (
  SELECT o.company_id, l.booklet_id,
         sum(l.quantity) AS ordered,
         COALESCE(sum(l.quantity) FILTER (WHERE o.state IN ('shipped', 'closed')), 0) AS delivered,
         COALESCE(sum(l.quantity) FILTER (WHERE o.state = 'closed'), 0) AS billed
  FROM partner_order_line l JOIN partner_order o ON o.id = l.partner_order_id
  GROUP BY o.company_id, l.booklet_id
), returns AS (
  SELECT r.company_id, rl.booklet_id,
         sum(rl.quantity) AS return_requested,
         COALESCE(sum(rl.returned), 0) AS returned
  FROM return_order_line rl JOIN return_order r ON r.id = rl.return_order_id
  GROUP BY r.company_id, rl.booklet_id
), held AS (
  SELECT DISTINCT ON (e.company_id, e.booklet_id) e.company_id, e.booklet_id, e.quantity AS held
  FROM company_inventory_entry e
  ORDER BY e.company_id, e.booklet_id, e.reported_at DESC, e.id DESC
)
SELECT c.id AS company_id, c.name AS company_name, b.id AS booklet_id,
       rg.name || ' ' || b.year AS booklet_name,
       COALESCE(ordered.ordered, 0) AS quantity_ordered,
       COALESCE(ordered.delivered, 0) AS quantity_delivered,
       COALESCE(ordered.billed, 0) AS quantity_billed,
       COALESCE(returns.return_requested, 0) AS quantity_return_requested,
       COALESCE(returns.returned, 0) AS quantity_returned,
       held.held
FROM ordered
FULL JOIN returns USING (company_id, booklet_id)
LEFT JOIN held USING (company_id, booklet_id)
JOIN company c ON c.id = company_id
JOIN booklet b ON b.id = booklet_id
JOIN region rg ON rg.id = b.region_id
WHERE ($1::int IS NULL OR c.id = $1) AND ($2::int IS NULL OR b.id = $2)
  AND ($3::int IS NULL OR b.year = $3)
ORDER BY c.name, c.id, b.year, rg.sort_id, b.id`;

export interface PartnerStockRow {
  company_id: number;
  company_name: string;
  booklet_id: number;
  booklet_name: string;
  quantity_ordered: string;
  quantity_delivered: string;
  quantity_billed: string;
  quantity_return_requested: string;
  quantity_returned: string;
  held: number | null;
}

/**
 * Per booklet with sales: printed, sold in public orders, and when its sale began (its
 * order-from date, or its first order if earlier). $1 year, $2 booklet, each null for all.
 */
export const BOOKLET_SALES_SQL = `
SELECT b.id AS booklet_id, rg.name || ' ' || b.year AS booklet_name, b.qty_printed,
       COALESCE(public_sales.quantity, 0) AS sold_publicly,
       LEAST(b.order_from_date::timestamptz, public_sales.first_order, partner.first_order)
         AS sale_start
FROM booklet b
JOIN region rg ON rg.id = b.region_id
LEFT JOIN (
  SELECT ol.booklet_id, sum(ol.quantity) AS quantity, min(o.order_date_time) AS first_order
  FROM order_line ol JOIN customer_order o ON o.id = ol.order_id
  GROUP BY ol.booklet_id
) public_sales ON public_sales.booklet_id = b.id
LEFT JOIN (
  SELECT l.booklet_id, min(o.order_date_time) AS first_order
  FROM partner_order_line l JOIN partner_order o ON o.id = l.partner_order_id
  GROUP BY l.booklet_id
) partner ON partner.booklet_id = b.id
WHERE ($1::int IS NULL OR b.year = $1) AND ($2::int IS NULL OR b.id = $2)
  AND (public_sales.booklet_id IS NOT NULL OR partner.booklet_id IS NOT NULL)
ORDER BY b.year, rg.sort_id, b.id`;

export interface BookletSalesRow {
  booklet_id: number;
  booklet_name: string;
  qty_printed: number | null;
  sold_publicly: string;
  sale_start: Date | null;
}
