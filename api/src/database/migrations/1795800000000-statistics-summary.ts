import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A day of Swiss time, as the statistics count orders. */
const SWISS_DAY = `CREATE FUNCTION "statistics_swiss_day"(at timestamptz) RETURNS date
  LANGUAGE sql STABLE AS $$ SELECT (at AT TIME ZONE 'Europe/Zurich')::date $$`;

/**
 * Adds changed public order lines (sign 1) and takes away removed ones (sign -1): per booklet, day
 * and VAT rate the orders, booklets and revenue; per booklet year and day the orders, each once
 * (an order with two booklets of the year is one order). An order counts on a day of a year when
 * it has lines of that year now and had none before the change, or the other way round. Rows
 * are locked in key order, so two orders at once never wait for each other crosswise; a row that
 * falls to no order goes.
 */
const COUNT_SALES = `CREATE FUNCTION "statistics_count_sales"(changes "statistics_sale"[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO statistics_booklet_day AS s (booklet_id, day, vat_percent, orders, booklets, revenue)
  SELECT c.booklet_id, c.day, c.vat_percent, SUM(c.sign), SUM(c.sign * c.quantity),
         SUM(c.sign * c.price)
  FROM unnest(changes) c GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (booklet_id, day, vat_percent) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
    booklets = s.booklets + EXCLUDED.booklets, revenue = s.revenue + EXCLUDED.revenue;
  DELETE FROM statistics_booklet_day s
  USING (SELECT DISTINCT booklet_id, day, vat_percent FROM unnest(changes)) c
  WHERE s.booklet_id = c.booklet_id AND s.day = c.day AND s.vat_percent = c.vat_percent
    AND s.orders = 0;

  WITH changed AS (
    SELECT c.order_id, b.year, c.day, SUM(c.sign) AS lines, SUM(c.sign * c.quantity) AS booklets
    FROM unnest(changes) c JOIN booklet b ON b.id = c.booklet_id GROUP BY 1, 2, 3
  ), present AS (
    SELECT l.order_id, b.year, statistics_swiss_day(o.order_date_time) AS day, COUNT(*) AS lines
    FROM order_line l JOIN booklet b ON b.id = l.booklet_id JOIN customer_order o ON o.id = l.order_id
    WHERE l.order_id IN (SELECT order_id FROM changed) GROUP BY 1, 2, 3
  ), moved AS (
    SELECT c.year, c.day,
           SUM((COALESCE(p.lines, 0) > 0)::int - (COALESCE(p.lines, 0) - c.lines > 0)::int) AS orders,
           SUM(c.booklets) AS booklets
    FROM changed c LEFT JOIN present p USING (order_id, year, day) GROUP BY 1, 2
  )
  INSERT INTO statistics_season_day AS s (year, day, orders, booklets)
  SELECT year, day, orders, booklets FROM moved ORDER BY 1, 2
  ON CONFLICT (year, day) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
    booklets = s.booklets + EXCLUDED.booklets;
  DELETE FROM statistics_season_day s
  USING (SELECT DISTINCT b.year, c.day FROM unnest(changes) c JOIN booklet b ON b.id = c.booklet_id) c
  WHERE s.year = c.year AND s.day = c.day AND s.orders = 0;
END $$`;

const saleOf = (lines: string, sign: number) =>
  `SELECT ROW(l.order_id, l.booklet_id, statistics_swiss_day(o.order_date_time), l.vat_percent,
       l.quantity, l.price, ${sign})::statistics_sale
   FROM ${lines} l JOIN customer_order o ON o.id = l.order_id`;

/** Order lines written, changed or deleted, in one statement each (a batch of orders is one). */
const ORDER_LINES_CHANGED = `CREATE FUNCTION "statistics_order_lines_changed"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM statistics_count_sales(ARRAY(${saleOf('new_lines', 1)}));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM statistics_count_sales(ARRAY(${saleOf('old_lines', -1)}));
  ELSE
    PERFORM statistics_count_sales(ARRAY(${saleOf('old_lines', -1)} UNION ALL ${saleOf('new_lines', 1)}));
  END IF;
  RETURN NULL;
END $$`;

/**
 * A deleted order's lines go before it: its lines' own trigger then still finds the order's day
 * (the foreign key's cascade would delete them after the order, when its day is gone).
 */
const ORDER_DELETING = `CREATE FUNCTION "statistics_order_deleting"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_line WHERE order_id = OLD.id;
  RETURN OLD;
END $$`;

/** An order moved to another day takes its lines from the old day to the new one. */
const ORDER_DAYS_CHANGED = `CREATE FUNCTION "statistics_order_days_changed"() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changes statistics_sale[];
BEGIN
  changes := ARRAY(
    SELECT ROW(l.order_id, l.booklet_id, statistics_swiss_day(moved.order_date_time),
               l.vat_percent, l.quantity, l.price, moved.sign)::statistics_sale
    FROM (SELECT n.id, n.order_date_time, 1 AS sign FROM new_orders n JOIN old_orders o USING (id)
            WHERE statistics_swiss_day(n.order_date_time) <> statistics_swiss_day(o.order_date_time)
          UNION ALL
          SELECT o.id, o.order_date_time, -1 FROM new_orders n JOIN old_orders o USING (id)
            WHERE statistics_swiss_day(n.order_date_time) <> statistics_swiss_day(o.order_date_time)
         ) moved
    JOIN order_line l ON l.order_id = moved.id);
  IF cardinality(changes) > 0 THEN
    PERFORM statistics_count_sales(changes);
  END IF;
  RETURN NULL;
END $$`;

/** The orders per day of the given booklet years, counted again from the order lines. */
const RECOUNT_YEARS = `CREATE FUNCTION "statistics_recount_years"(years integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM statistics_season_day WHERE year = ANY(years);
  INSERT INTO statistics_season_day (year, day, orders, booklets)
  SELECT b.year, statistics_swiss_day(o.order_date_time), COUNT(DISTINCT o.id), SUM(l.quantity)
  FROM order_line l JOIN booklet b ON b.id = l.booklet_id JOIN customer_order o ON o.id = l.order_id
  WHERE b.year = ANY(years) GROUP BY 1, 2;
END $$`;

/** A booklet moved to another year moves its orders between the two years' days. */
const BOOKLET_YEARS_CHANGED = `CREATE FUNCTION "statistics_booklet_years_changed"() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  years integer[];
BEGIN
  years := ARRAY(
    SELECT o.year FROM old_booklets o JOIN new_booklets n USING (id) WHERE o.year <> n.year
    UNION
    SELECT n.year FROM old_booklets o JOIN new_booklets n USING (id) WHERE o.year <> n.year);
  IF cardinality(years) > 0 THEN
    PERFORM statistics_recount_years(years);
  END IF;
  RETURN NULL;
END $$`;

const ORDER_LINES_EMPTIED = `CREATE FUNCTION "statistics_order_lines_emptied"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM statistics_booklet_day;
  DELETE FROM statistics_season_day;
  RETURN NULL;
END $$`;

const TRIGGERS: [name: string, definition: string][] = [
  [
    'statistics_order_lines_inserted',
    'AFTER INSERT ON "order_line" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "statistics_order_lines_changed"()',
  ],
  [
    'statistics_order_lines_updated',
    'AFTER UPDATE ON "order_line" REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "statistics_order_lines_changed"()',
  ],
  [
    'statistics_order_lines_deleted',
    'AFTER DELETE ON "order_line" REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION "statistics_order_lines_changed"()',
  ],
  [
    'statistics_order_lines_truncated',
    'AFTER TRUNCATE ON "order_line" FOR EACH STATEMENT EXECUTE FUNCTION "statistics_order_lines_emptied"()',
  ],
  [
    'statistics_order_deleting',
    'BEFORE DELETE ON "customer_order" FOR EACH ROW EXECUTE FUNCTION "statistics_order_deleting"()',
  ],
  [
    'statistics_order_days_changed',
    'AFTER UPDATE ON "customer_order" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "statistics_order_days_changed"()',
  ],
  [
    'statistics_booklet_years_changed',
    'AFTER UPDATE ON "booklet" REFERENCING OLD TABLE AS old_booklets NEW TABLE AS new_booklets FOR EACH STATEMENT EXECUTE FUNCTION "statistics_booklet_years_changed"()',
  ],
];

const FUNCTIONS = [
  'statistics_booklet_years_changed()',
  'statistics_order_days_changed()',
  'statistics_order_deleting()',
  'statistics_order_lines_changed()',
  'statistics_order_lines_emptied()',
  'statistics_recount_years(integer[])',
  'statistics_count_sales("statistics_sale"[])',
  'statistics_swiss_day(timestamptz)',
];

/**
 * The statistics' public orders summed per booklet and Swiss day, and the orders (each once) per
 * booklet year and day, kept by the database on every change of order lines, orders and
 * booklets' years (whoever makes it), so `GET statistics` reads a few hundred summary rows
 * instead of every order line of the season.
 */
export class StatisticsSummary1795800000000 implements MigrationInterface {
  name = 'StatisticsSummary1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "statistics_booklet_day" ("booklet_id" integer NOT NULL, "day" date NOT NULL, "vat_percent" numeric(5,2) NOT NULL, "orders" integer NOT NULL, "booklets" bigint NOT NULL, "revenue" numeric(14,2) NOT NULL, CONSTRAINT "PK_statistics_booklet_day" PRIMARY KEY ("booklet_id", "day", "vat_percent"), CONSTRAINT "FK_statistics_booklet_day_booklet" FOREIGN KEY ("booklet_id") REFERENCES "booklet"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "statistics_season_day" ("year" integer NOT NULL, "day" date NOT NULL, "orders" integer NOT NULL, "booklets" bigint NOT NULL, CONSTRAINT "PK_statistics_season_day" PRIMARY KEY ("year", "day"))`,
    );
    await queryRunner.query(
      `CREATE TYPE "statistics_sale" AS ("order_id" integer, "booklet_id" integer, "day" date, "vat_percent" numeric, "quantity" integer, "price" numeric, "sign" integer)`,
    );
    for (const definition of [
      SWISS_DAY,
      COUNT_SALES,
      ORDER_LINES_CHANGED,
      ORDER_DELETING,
      ORDER_DAYS_CHANGED,
      RECOUNT_YEARS,
      BOOKLET_YEARS_CHANGED,
      ORDER_LINES_EMPTIED,
    ]) {
      await queryRunner.query(definition);
    }
    for (const [name, definition] of TRIGGERS) {
      await queryRunner.query(`CREATE TRIGGER "${name}" ${definition}`);
    }
    await queryRunner.query(
      `INSERT INTO statistics_booklet_day (booklet_id, day, vat_percent, orders, booklets, revenue)
       SELECT l.booklet_id, statistics_swiss_day(o.order_date_time), l.vat_percent, COUNT(*),
              SUM(l.quantity), SUM(l.price)
       FROM order_line l JOIN customer_order o ON o.id = l.order_id GROUP BY 1, 2, 3`,
    );
    await queryRunner.query(
      `SELECT statistics_recount_years(ARRAY(SELECT DISTINCT year FROM booklet))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, definition] of TRIGGERS) {
      const table = /ON "(\w+)"/.exec(definition)![1];
      await queryRunner.query(`DROP TRIGGER "${name}" ON "${table}"`);
    }
    for (const signature of FUNCTIONS) {
      await queryRunner.query(`DROP FUNCTION "${signature.replace('(', '"(')}`);
    }
    await queryRunner.query(`DROP TYPE "statistics_sale"`);
    await queryRunner.query(`DROP TABLE "statistics_season_day"`);
    await queryRunner.query(`DROP TABLE "statistics_booklet_day"`);
  }
}
