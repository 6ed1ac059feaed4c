import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Partner orders count in every state; returns once the booklets were collected. */
const KINDS = [
  { kind: 'partner', counted: 'true' },
  { kind: 'return', counted: `o.state IN ('collected', 'closed')` },
] as const;
type Kind = (typeof KINDS)[number];

const orderTable = ({ kind }: Kind) => `${kind}_order`;
const linesTable = ({ kind }: Kind) => `${kind}_order_line`;
const orderKey = ({ kind }: Kind) => `${kind}_order_id`;

/**
 * Adds counted lines (sign 1) and takes away removed ones (sign -1) of one kind: per booklet and
 * type, and per booklet year and type, the orders (each once) and booklets. An order counts for a
 * booklet (or a year) and type when it has counted lines there now and had none before the change,
 * or the other way round; rows are locked in key order; a row that falls to no order goes.
 */
function countLines(k: Kind): string {
  const present = (grouping: 'l.booklet_id' | 'b.year') => `
    SELECT l.${orderKey(k)} AS order_id, ${grouping} AS place, o.type, COUNT(*) AS lines
    FROM ${linesTable(k)} l JOIN ${orderTable(k)} o ON o.id = l.${orderKey(k)}
    JOIN booklet b ON b.id = l.booklet_id
    WHERE l.${orderKey(k)} IN (SELECT order_id FROM unnest(changes)) AND ${k.counted}
    GROUP BY 1, 2, 3`;
  const moved = (table: string, key: string, grouping: 'c.booklet_id' | 'b.year') => `
  WITH changed AS (
    SELECT c.order_id, ${grouping} AS place, c.type, SUM(c.sign) AS lines,
           SUM(c.sign * c.quantity) AS booklets
    FROM unnest(changes) c JOIN booklet b ON b.id = c.booklet_id GROUP BY 1, 2, 3
  ), present AS (${present(grouping === 'c.booklet_id' ? 'l.booklet_id' : 'b.year')}
  ), moved AS (
    SELECT c.place, c.type,
           SUM((COALESCE(p.lines, 0) > 0)::int - (COALESCE(p.lines, 0) - c.lines > 0)::int) AS orders,
           SUM(c.booklets) AS booklets
    FROM changed c LEFT JOIN present p USING (order_id, place, type) GROUP BY 1, 2
  )
  INSERT INTO ${table} AS s (kind, ${key}, type, orders, booklets)
  SELECT '${k.kind}', place, type, orders, booklets FROM moved ORDER BY 2, 3
  ON CONFLICT (kind, ${key}, type) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
    booklets = s.booklets + EXCLUDED.booklets;
  DELETE FROM ${table} WHERE kind = '${k.kind}' AND orders = 0;`;
  return `CREATE FUNCTION "statistics_count_${k.kind}_lines"(changes "statistics_partner_line"[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ${moved('statistics_partner_booklet', 'booklet_id', 'c.booklet_id')}
  ${moved('statistics_partner_year', 'year', 'b.year')}
END $$`;
}

/** The counted lines of the transition table, as changes of the given sign. */
const changesOf = (k: Kind, lines: string, sign: number) =>
  `SELECT ROW(l.${orderKey(k)}, l.booklet_id, o.type, l.quantity, ${sign})::statistics_partner_line
   FROM ${lines} l JOIN ${orderTable(k)} o ON o.id = l.${orderKey(k)} WHERE ${k.counted}`;

const linesChanged = (k: Kind) => `CREATE FUNCTION "statistics_${k.kind}_lines_changed"()
  RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM statistics_count_${k.kind}_lines(ARRAY(${changesOf(k, 'new_lines', 1)}));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM statistics_count_${k.kind}_lines(ARRAY(${changesOf(k, 'old_lines', -1)}));
  ELSE
    PERFORM statistics_count_${k.kind}_lines(ARRAY(${changesOf(k, 'old_lines', -1)}
      UNION ALL ${changesOf(k, 'new_lines', 1)}));
  END IF;
  RETURN NULL;
END $$`;

/**
 * An order whose type changed, or a return collected (or one no longer counted), takes its lines
 * out of the figures as they were and into them as they are.
 */
const ordersChanged = (k: Kind) => {
  const side = (orders: string, sign: number) => `
    SELECT ROW(l.${orderKey(k)}, l.booklet_id, o.type, l.quantity, ${sign})::statistics_partner_line
    FROM ${orders} o JOIN ${linesTable(k)} l ON l.${orderKey(k)} = o.id
    WHERE o.id IN (SELECT id FROM moved) AND ${k.counted}`;
  return `CREATE FUNCTION "statistics_${k.kind}_orders_changed"()
  RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes statistics_partner_line[];
BEGIN
  changes := ARRAY(
    WITH moved AS (
      SELECT n.id FROM new_orders n JOIN old_orders o USING (id)
      WHERE n.type IS DISTINCT FROM o.type
        OR (${k.counted.replaceAll('o.', 'n.')}) IS DISTINCT FROM (${k.counted})
    )
    ${side('old_orders', -1)}
    UNION ALL
    ${side('new_orders', 1)});
  IF cardinality(changes) > 0 THEN
    PERFORM statistics_count_${k.kind}_lines(changes);
  END IF;
  RETURN NULL;
END $$`;
};

/** A deleted order's lines go before it, so their own trigger still finds its type and state. */
const orderDeleting = (k: Kind) => `CREATE FUNCTION "statistics_${k.kind}_order_deleting"()
  RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ${linesTable(k)} WHERE ${orderKey(k)} = OLD.id;
  RETURN OLD;
END $$`;

/** Every booklet year counted again from the lines (a booklet moved to another year). */
const RECOUNT_YEARS = `CREATE FUNCTION "statistics_partner_recount_years"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_booklets o JOIN new_booklets n USING (id) WHERE o.year <> n.year) THEN
    DELETE FROM statistics_partner_year;
    ${KINDS.map(
      (k) => `INSERT INTO statistics_partner_year (kind, year, type, orders, booklets)
    SELECT '${k.kind}', b.year, o.type, COUNT(DISTINCT o.id), SUM(l.quantity)
    FROM ${linesTable(k)} l JOIN ${orderTable(k)} o ON o.id = l.${orderKey(k)}
    JOIN booklet b ON b.id = l.booklet_id WHERE ${k.counted} GROUP BY 2, 3;`,
    ).join('\n    ')}
  END IF;
  RETURN NULL;
END $$`;

function triggersOf(k: Kind): [name: string, table: string, definition: string][] {
  const lines = linesTable(k);
  const changed = `EXECUTE FUNCTION "statistics_${k.kind}_lines_changed"()`;
  return [
    [
      `statistics_${k.kind}_lines_inserted`,
      lines,
      `AFTER INSERT ON "${lines}" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT ${changed}`,
    ],
    [
      `statistics_${k.kind}_lines_updated`,
      lines,
      `AFTER UPDATE ON "${lines}" REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT ${changed}`,
    ],
    [
      `statistics_${k.kind}_lines_deleted`,
      lines,
      `AFTER DELETE ON "${lines}" REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT ${changed}`,
    ],
    [
      `statistics_${k.kind}_orders_changed`,
      orderTable(k),
      `AFTER UPDATE ON "${orderTable(k)}" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "statistics_${k.kind}_orders_changed"()`,
    ],
    [
      `statistics_${k.kind}_order_deleting`,
      orderTable(k),
      `BEFORE DELETE ON "${orderTable(k)}" FOR EACH ROW EXECUTE FUNCTION "statistics_${k.kind}_order_deleting"()`,
    ],
  ];
}

const TRIGGERS = [
  ...KINDS.flatMap(triggersOf),
  [
    'statistics_partner_booklet_years_changed',
    'booklet',
    'AFTER UPDATE ON "booklet" REFERENCING OLD TABLE AS old_booklets NEW TABLE AS new_booklets FOR EACH STATEMENT EXECUTE FUNCTION "statistics_partner_recount_years"()',
  ],
] as const;

/**
 * The statistics' partner orders and returns (collected or closed) summed per booklet and type,
 * and per booklet year and type with each order once, kept by the database on every change of
 * their lines, their type and a return's state (and a booklet's year), like the public orders'
 * summary of StatisticsSummary1795800000000.
 */
export class StatisticsPartnerSummary1795800000001 implements MigrationInterface {
  name = 'StatisticsPartnerSummary1795800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "statistics_partner_booklet" ("kind" character varying(10) NOT NULL, "booklet_id" integer NOT NULL, "type" character varying(20) NOT NULL, "orders" integer NOT NULL, "booklets" bigint NOT NULL, CONSTRAINT "PK_statistics_partner_booklet" PRIMARY KEY ("kind", "booklet_id", "type"), CONSTRAINT "FK_statistics_partner_booklet_booklet" FOREIGN KEY ("booklet_id") REFERENCES "booklet"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "statistics_partner_year" ("kind" character varying(10) NOT NULL, "year" integer NOT NULL, "type" character varying(20) NOT NULL, "orders" integer NOT NULL, "booklets" bigint NOT NULL, CONSTRAINT "PK_statistics_partner_year" PRIMARY KEY ("kind", "year", "type"))`,
    );
    await queryRunner.query(
      `CREATE TYPE "statistics_partner_line" AS ("order_id" integer, "booklet_id" integer, "type" character varying, "quantity" integer, "sign" integer)`,
    );
    for (const k of KINDS) {
      for (const definition of [
        countLines(k),
        linesChanged(k),
        ordersChanged(k),
        orderDeleting(k),
      ]) {
        await queryRunner.query(definition);
      }
    }
    await queryRunner.query(RECOUNT_YEARS);
    for (const [name, , definition] of TRIGGERS) {
      await queryRunner.query(`CREATE TRIGGER "${name}" ${definition}`);
    }
    for (const k of KINDS) {
      await queryRunner.query(
        `INSERT INTO statistics_partner_booklet (kind, booklet_id, type, orders, booklets)
         SELECT '${k.kind}', l.booklet_id, o.type, COUNT(DISTINCT o.id), SUM(l.quantity)
         FROM ${linesTable(k)} l JOIN ${orderTable(k)} o ON o.id = l.${orderKey(k)}
         WHERE ${k.counted} GROUP BY 2, 3`,
      );
    }
    await queryRunner.query(
      `INSERT INTO statistics_partner_year (kind, year, type, orders, booklets)
       ${KINDS.map(
         (k) => `SELECT '${k.kind}', b.year, o.type, COUNT(DISTINCT o.id), SUM(l.quantity)
       FROM ${linesTable(k)} l JOIN ${orderTable(k)} o ON o.id = l.${orderKey(k)}
       JOIN booklet b ON b.id = l.booklet_id WHERE ${k.counted} GROUP BY 2, 3`,
       ).join(' UNION ALL ')}`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, table] of TRIGGERS) {
      await queryRunner.query(`DROP TRIGGER "${name}" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "statistics_partner_recount_years"()`);
    for (const k of KINDS) {
      await queryRunner.query(`DROP FUNCTION "statistics_${k.kind}_order_deleting"()`);
      await queryRunner.query(`DROP FUNCTION "statistics_${k.kind}_orders_changed"()`);
      await queryRunner.query(`DROP FUNCTION "statistics_${k.kind}_lines_changed"()`);
      await queryRunner.query(
        `DROP FUNCTION "statistics_count_${k.kind}_lines"("statistics_partner_line"[])`,
      );
    }
    await queryRunner.query(`DROP TYPE "statistics_partner_line"`);
    await queryRunner.query(`DROP TABLE "statistics_partner_year"`);
    await queryRunner.query(`DROP TABLE "statistics_partner_booklet"`);
  }
}
