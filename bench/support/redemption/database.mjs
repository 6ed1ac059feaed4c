// What the redemption benchmark reads straight from the stack's database: the booklet whose
// copies it activates, a voucher's company, and the redemptions kept afterwards.
import { BookletState } from '@gb/contracts';
import pg from 'pg';

async function query(databaseUrl, sql, values) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The valid booklet (published or sold out) printing the most vouchers. */
export async function bookletWithMostVouchers(databaseUrl) {
  const [row] = await query(
    databaseUrl,
    `SELECT booklet.id, count(*)::int AS vouchers FROM booklet
       JOIN voucher_booklet ON voucher_booklet.booklet_id = booklet.id
      WHERE booklet.state = ANY($1) GROUP BY booklet.id ORDER BY vouchers DESC, booklet.id LIMIT 1`,
    [[BookletState.Published, BookletState.SoldOut]],
  );
  if (!row) throw new Error('set-up: no published booklet prints a voucher');
  return row;
}

export async function companyOfVoucher(databaseUrl, voucherId) {
  const [row] = await query(databaseUrl, 'SELECT company_id FROM voucher WHERE id = $1', [
    voucherId,
  ]);
  return row.company_id;
}

/** Rows kept for the voucher in the copies (activation codes) given: in all, and doubled. */
export async function redemptionsKept(databaseUrl, voucherId, copyIds) {
  const [row] = await query(
    databaseUrl,
    `SELECT count(*)::int AS kept, count(*)::int - count(DISTINCT activation_code_id)::int AS doubled
       FROM redemption WHERE voucher_id = $1 AND activation_code_id = ANY($2)`,
    [voucherId, copyIds],
  );
  return row;
}
