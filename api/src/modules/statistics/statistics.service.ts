import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PartnerOrderType,
  type BookletStatistics,
  type FiguresByPartnerOrderType,
  type OrderFigures,
  type PublicOrderFigures,
  type Statistics,
  type VoucherRedemptions,
  type VoucherStateClass,
} from '@gb/contracts';
import { DataSource } from 'typeorm';

import { ordersPerDay, type DayRow } from './orders-per-day.js';

interface BookletRow {
  id: number;
  region_name: string;
  year: number;
  qty_printed: number | null;
}
interface VoucherRow {
  booklet_id: number;
  state_class: VoucherStateClass;
  count: string;
}
/** A booklet's public order lines of one VAT rate. */
interface PublicOrderRow {
  booklet_id: number;
  vat_percent: string;
  orders: string;
  booklets: string;
  revenue: string;
}
/** A grouping-sets row: per booklet, or the year's total when booklet_id is null. */
interface PartnerRow {
  booklet_id: number | null;
  type: PartnerOrderType;
  orders: string;
  booklets: string;
}

/** The summaries' kinds: partner orders, and returns (counted once the booklets were collected). */
type PartnerKind = 'partner' | 'return';

/**
 * The year's public orders per booklet and VAT rate, from the summary per booklet, day and rate
 * the database keeps on every change of order lines (migration StatisticsSummary1795800000000). An
 * order has one line per booklet (the order rules refuse a booklet named twice), so the lines of
 * a booklet are its orders; the VAT is taken from the sums per rate, not line by line.
 */
const PUBLIC_ORDERS_SQL = `SELECT s.booklet_id, s.vat_percent, SUM(s.orders) AS orders,
         SUM(s.booklets) AS booklets, SUM(s.revenue) AS revenue
  FROM statistics_booklet_day s JOIN booklet b ON b.id = s.booklet_id
  WHERE b.year = $1 GROUP BY s.booklet_id, s.vat_percent`;

/** Orders (each once) and their booklets of the year per day of Swiss time, kept the same way. */
const ORDERS_PER_DAY_SQL = `SELECT to_char(day, 'YYYY-MM-DD') AS date, orders, booklets
  FROM statistics_season_day WHERE year = $1 ORDER BY day`;

/** Copies activated per booklet of the year. */
const ACTIVATIONS_SQL = `SELECT code.booklet_id, COUNT(code.activated_at) AS activations
  FROM activation_code code JOIN booklet b ON b.id = code.booklet_id
  WHERE b.year = $1 GROUP BY code.booklet_id`;

/** Redemptions per booklet of the year and voucher. */
const REDEMPTIONS_SQL = `SELECT code.booklet_id, r.voucher_id, c.name AS company_name,
         v.offer_short, COUNT(*) AS redemptions
  FROM redemption r
  JOIN activation_code code ON code.id = r.activation_code_id
  JOIN booklet b ON b.id = code.booklet_id
  JOIN voucher v ON v.id = r.voucher_id
  JOIN company c ON c.id = v.company_id
  WHERE b.year = $1
  GROUP BY code.booklet_id, r.voucher_id, c.name, v.offer_short`;

interface ActivationRow {
  booklet_id: number;
  activations: string;
}
interface RedemptionRow {
  booklet_id: number;
  voucher_id: number;
  company_name: string;
  offer_short: string;
  redemptions: string;
}

const roundCents = (value: number) => Math.round(value * 100) / 100;

const noOrders = (): OrderFigures => ({ orders: 0, booklets: 0 });
const noPublicOrders = (): PublicOrderFigures => ({ ...noOrders(), revenue: 0, vat: 0 });
const noPartnerOrders = (): FiguresByPartnerOrderType => ({
  [PartnerOrderType.Commission]: noOrders(),
  [PartnerOrderType.Purchase]: noOrders(),
});
const bookletsOf = (figures: FiguresByPartnerOrderType) =>
  figures.Commission.booklets + figures.Purchase.booklets;

/**
 * The season of a booklet year, in five queries whatever the number of orders: the database
 * counts and sums (orders from the summaries its triggers keep), this code only places the sums
 * (a row per booklet, state, type and day). Orders count per booklet and, for the totals, once each (an order with two booklets of
 * the year is one order).
 */
@Injectable()
export class StatisticsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async season(year: number): Promise<Statistics> {
    const [booklets, vouchers, publicOrders, days, partner, activations, redemptions] =
      await Promise.all([
        this.dataSource.query<BookletRow[]>(
          `SELECT b.id, r.name AS region_name, b.year, b.qty_printed FROM booklet b
          JOIN region r ON r.id = b.region_id WHERE b.year = $1 ORDER BY r.sort_id, b.id`,
          [year],
        ),
        this.dataSource.query<VoucherRow[]>(
          `SELECT vb.booklet_id, v.state_class, COUNT(*) AS count FROM voucher_booklet vb
          JOIN voucher v ON v.id = vb.voucher_id JOIN booklet b ON b.id = vb.booklet_id
          WHERE b.year = $1 GROUP BY vb.booklet_id, v.state_class`,
          [year],
        ),
        this.dataSource.query<PublicOrderRow[]>(PUBLIC_ORDERS_SQL, [year]),
        this.dataSource.query<DayRow[]>(ORDERS_PER_DAY_SQL, [year]),
        this.partnerFigures(year),
        this.dataSource.query<ActivationRow[]>(ACTIVATIONS_SQL, [year]),
        this.dataSource.query<RedemptionRow[]>(REDEMPTIONS_SQL, [year]),
      ]);

    const perBooklet = new Map<number, BookletStatistics>(
      booklets.map((booklet) => [
        Number(booklet.id),
        {
          bookletId: Number(booklet.id),
          regionName: booklet.region_name,
          year: Number(booklet.year),
          vouchersByState: {},
          publicOrders: noPublicOrders(),
          partnerOrders: noPartnerOrders(),
          returns: noPartnerOrders(),
          printed: booklet.qty_printed === null ? null : Number(booklet.qty_printed),
          sold: 0,
          activations: 0,
          redemptions: 0,
        },
      ]),
    );
    const totals: Statistics['totals'] = {
      publicOrders: noPublicOrders(),
      partnerOrders: noPartnerOrders(),
      returns: noPartnerOrders(),
      printed: 0,
      sold: 0,
      activations: 0,
      redemptions: 0,
    };
    for (const row of vouchers) {
      const booklet = perBooklet.get(Number(row.booklet_id));
      if (booklet) booklet.vouchersByState[row.state_class] = Number(row.count);
    }
    for (const row of publicOrders) {
      const revenue = Number(row.revenue);
      const vatPercent = Number(row.vat_percent);
      const figures = {
        orders: Number(row.orders),
        booklets: Number(row.booklets),
        revenue,
        vat: (revenue * vatPercent) / (100 + vatPercent),
      };
      const booklet = perBooklet.get(Number(row.booklet_id));
      if (booklet) addPublicFigures(booklet.publicOrders, figures);
      addPublicFigures(totals.publicOrders, figures);
    }
    // An order lies on one day: the days count each order of the year once.
    totals.publicOrders.orders = days.reduce((sum, day) => sum + Number(day.orders), 0);
    for (const figures of [totals, ...perBooklet.values()]) {
      figures.publicOrders.revenue = roundCents(figures.publicOrders.revenue);
      figures.publicOrders.vat = roundCents(figures.publicOrders.vat);
    }
    placePartnerFigures(partner.partner, perBooklet, totals, 'partnerOrders');
    placePartnerFigures(partner.return, perBooklet, totals, 'returns');
    for (const booklet of perBooklet.values()) {
      booklet.sold = soldOf(booklet);
      totals.printed += booklet.printed ?? 0;
    }
    totals.sold = soldOf(totals);
    const voucherRedemptions = placeWalletFigures(activations, redemptions, perBooklet, totals);
    return {
      year,
      booklets: [...perBooklet.values()],
      totals,
      ordersPerDay: ordersPerDay(days),
      voucherRedemptions,
    };
  }

  /**
   * Orders and booklets per booklet and type, and per type over the year (booklet_id null), of
   * partner orders and of returns, from the summaries the database keeps (migration
   * StatisticsPartnerSummary1795800000001): returns count there once collected.
   */
  private async partnerFigures(year: number): Promise<Record<PartnerKind, PartnerRow[]>> {
    const rows = await this.dataSource.query<(PartnerRow & { kind: PartnerKind })[]>(
      `SELECT s.kind, s.booklet_id, s.type, s.orders, s.booklets FROM statistics_partner_booklet s
        JOIN booklet b ON b.id = s.booklet_id WHERE b.year = $1
       UNION ALL
       SELECT kind, NULL, type, orders, booklets FROM statistics_partner_year WHERE year = $1`,
      [year],
    );
    return {
      partner: rows.filter((row) => row.kind === 'partner'),
      return: rows.filter((row) => row.kind === 'return'),
    };
  }
}

/** Activations and redemptions per booklet and in total; the redeemed vouchers, most first. */
function placeWalletFigures(
  activations: ActivationRow[],
  redemptions: RedemptionRow[],
  perBooklet: Map<number, BookletStatistics>,
  totals: Statistics['totals'],
): VoucherRedemptions[] {
  for (const row of activations) {
    const booklet = perBooklet.get(Number(row.booklet_id));
    if (booklet) booklet.activations = Number(row.activations);
    totals.activations += Number(row.activations);
  }
  const vouchers = redemptions.map((row) => ({
    bookletId: Number(row.booklet_id),
    voucherId: Number(row.voucher_id),
    companyName: row.company_name,
    offerShort: row.offer_short,
    redemptions: Number(row.redemptions),
  }));
  for (const voucher of vouchers) {
    const booklet = perBooklet.get(voucher.bookletId);
    if (booklet) booklet.redemptions += voucher.redemptions;
    totals.redemptions += voucher.redemptions;
  }
  return vouchers.sort(
    (a, b) =>
      b.redemptions - a.redemptions ||
      a.companyName.localeCompare(b.companyName, 'de-CH') ||
      a.voucherId - b.voucherId,
  );
}

function addPublicFigures(sum: PublicOrderFigures, add: PublicOrderFigures): void {
  sum.orders += add.orders;
  sum.booklets += add.booklets;
  sum.revenue += add.revenue;
  sum.vat += add.vat;
}

function placePartnerFigures(
  rows: PartnerRow[],
  perBooklet: Map<number, BookletStatistics>,
  totals: Statistics['totals'],
  kind: 'partnerOrders' | 'returns',
): void {
  for (const row of rows) {
    const target = row.booklet_id === null ? totals : perBooklet.get(Number(row.booklet_id));
    if (!target || !(row.type in target[kind])) continue;
    target[kind][row.type] = { orders: Number(row.orders), booklets: Number(row.booklets) };
  }
}

/** Booklets gone to buyers: public and partner orders, less the booklets partners returned. */
function soldOf(figures: Pick<BookletStatistics, 'publicOrders' | 'partnerOrders' | 'returns'>) {
  return (
    figures.publicOrders.booklets + bookletsOf(figures.partnerOrders) - bookletsOf(figures.returns)
  );
}
