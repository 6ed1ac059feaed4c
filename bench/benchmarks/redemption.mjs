// The booklet on the phone at its busiest: 1,000 wallets redeem the same voucher at once against
// the two-replica stack, each from two phones at the same moment (two requests, two
// Idempotency-Keys). Printed: the redemptions' p50/p99 against the same wallets opened at once
// (GET wallet/{token}, the read every phone makes first) in the same run, and that every copy's
// voucher was redeemed exactly once: one 201 and one 409 per wallet, one row
// per copy in the database.
import { randomUUID } from 'node:crypto';

import { DEMO, clientAs } from '@gb/test-kit';

import { percentile } from '../support/order-api.mjs';
import {
  bookletWithMostVouchers,
  companyOfVoucher,
  redemptionsKept,
} from '../support/redemption/database.mjs';
import { activateAll, printCodes, walletTokens } from '../support/redemption/wallets.mjs';
import { expectSetUp } from '../support/set-up.mjs';
import { scaled } from '../support/smoke.mjs';
import { stackToMeasure } from '../support/stack.mjs';

const WALLETS = scaled(1000, 20);
/**
 * A redemption (a transaction, the PIN, the lock count, the key) against opening the wallet (one
 * read), both from every phone at once: its p99 at most this many times the read's.
 */
const MAX_P99_RATIO = 3;

/** Sends every request at once; answers each one's status, body and milliseconds. */
async function allAtOnce(requests) {
  return Promise.all(
    requests.map(async ({ url, init }) => {
      const started = performance.now();
      try {
        const response = await fetch(url, init);
        const body = await response.json().catch(() => null);
        return { status: response.status, body, ms: performance.now() - started };
      } catch (error) {
        return { status: 0, body: String(error), ms: performance.now() - started };
      }
    }),
  );
}

function timing(results) {
  const sorted = results.map(({ ms }) => ms).sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

const counted = (results) =>
  [...Map.groupBy(results, ({ status }) => status)]
    .sort(([a], [b]) => a - b)
    .map(([status, group]) => `${group.length} × ${status}`)
    .join(', ');

async function wallets(stack, staff) {
  const booklet = await bookletWithMostVouchers(stack.databaseUrl);
  const codes = await printCodes(staff, booklet.id, WALLETS);
  expectSetUp(`the codes printed of booklet ${booklet.id}`, codes.length, WALLETS);
  const activations = await activateAll(stack.url, codes, 20);
  console.log(`set-up: activations answered ${[...activations].map(([s, n]) => `${n} × ${s}`)}`);
  const tokens = await walletTokens(stack.dataDir, WALLETS);
  expectSetUp('the wallets whose link was mailed', tokens.length, WALLETS);
  return tokens;
}

export async function run() {
  const stack = await stackToMeasure();
  try {
    const staff = await clientAs(stack.url, DEMO.franchisee);
    const tokens = await wallets(stack, staff);
    const walletUrl = (token) => `${stack.url}/api/v1/wallet/${token}`;

    const reads = await allAtOnce(tokens.map((token) => ({ url: walletUrl(token) })));
    expectSetUp('the wallets opened (200)', reads.filter((r) => r.status === 200).length, WALLETS);
    const [booklet] = reads[0].body.booklets;
    const voucher = booklet.vouchers[0];
    expectSetUp(
      `the vouchers in booklet ${booklet.bookletId}'s copies`,
      booklet.vouchers.length,
      1,
    );
    const companyId = await companyOfVoucher(stack.databaseUrl, voucher.id);
    const { pin } = await staff.get(`company/${companyId}/redemption-pin`);

    const redeem = (token) => ({
      url: `${walletUrl(token)}/redemption`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ voucherId: voucher.id, pin }),
      },
    });
    // Two phones per wallet, side by side in the burst.
    const redemptions = await allAtOnce(tokens.flatMap((token) => [redeem(token), redeem(token)]));
    const pairs = tokens.map((_, index) => redemptions.slice(index * 2, index * 2 + 2));
    const exactlyOnce = pairs.filter((pair) => {
      const statuses = pair.map(({ status }) => status).sort();
      return statuses[0] === 201 && statuses[1] === 409;
    }).length;
    const copyIds = [...new Set(reads.map((r) => r.body.booklets[0].copyId))];
    const kept = await redemptionsKept(stack.databaseUrl, voucher.id, copyIds);

    const read = timing(reads);
    const redeemed = timing(redemptions);
    const ms = (value) => `${value.toFixed(0)} ms`;
    console.log(`${WALLETS} wallets at once on the stack (2 replicas, nginx)`);
    console.log(
      `  opened (GET wallet/{token}, baseline)   ${reads.length} requests, p50 ${ms(read.p50)}, p99 ${ms(read.p99)}`,
    );
    console.log(
      `  redeemed from two phones each           ${redemptions.length} requests, p50 ${ms(redeemed.p50)}, p99 ${ms(redeemed.p99)}, ${(redeemed.p99 / read.p99).toFixed(2)}× the baseline's p99 (target at most ${MAX_P99_RATIO}×)`,
    );
    console.log(`  answers                                 ${counted(redemptions)}`);
    console.log(
      `  wallets with one 201 and one 409 ${exactlyOnce} of ${WALLETS}; rows kept ${kept.kept}, doubled ${kept.doubled}`,
    );
    return (
      exactlyOnce === WALLETS &&
      kept.kept === WALLETS &&
      kept.doubled === 0 &&
      redeemed.p99 <= MAX_P99_RATIO * read.p99
    );
  } finally {
    await stack.stop();
  }
}
