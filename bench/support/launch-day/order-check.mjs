// After the load: the orders the database kept against those answered 201, and whether each
// year's display numbers run without a gap.
import pg from 'pg';

/** @param {string} databaseUrl @param {string[]} answered display numbers answered with 201 */
export async function checkOrders(databaseUrl, answered) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: benchRows } = await client.query(
      `SELECT display_order_id AS id, billing_lastname AS buyer FROM customer_order
        WHERE billing_email LIKE 'bench%@example.ch'`,
    );
    const { rows: all } = await client.query('SELECT display_order_id AS id FROM customer_order');
    const stored = new Set(benchRows.map((row) => row.id));
    const doubled = benchRows.length - new Set(benchRows.map((row) => row.buyer)).size;
    const lost = answered.filter((id) => !stored.has(id)).length;
    const unanswered = benchRows.length - answered.length;
    const byYear = new Map();
    for (const { id } of all) {
      const [year, number] = id.split('-');
      byYear.set(year, [...(byYear.get(year) ?? []), Number(number)]);
    }
    const gaps = [...byYear.entries()].flatMap(([year, numbers]) => {
      numbers.sort((a, b) => a - b);
      return numbers.flatMap((number, index) =>
        number === index + 1 ? [] : [`${year}-${index + 1}`],
      );
    });
    return { answered: answered.length, stored: benchRows.length, lost, doubled, unanswered, gaps };
  } finally {
    await client.end();
  }
}
