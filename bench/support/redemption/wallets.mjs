// The wallets the redemption benchmark redeems in: a published booklet's codes printed, each
// activated for an e-mail of its own, and each wallet's token taken from the link mailed to it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { eventually } from '@gb/test-kit';

import { runPool } from '../order-api.mjs';

const WALLET_LINK = /\/wallet\/([A-Za-z0-9_-]{43})/;
/** Each run's e-mails are its own, so a run on a stack an earlier one used makes new wallets. */
const RUN = Date.now().toString(36);
export const benchEmail = (index) => `wallet${index}.${RUN}@bench.example.ch`;

/** Prints `count` codes of the booklet, as the franchisee does for the printer (CSV, once). */
export async function printCodes(staff, bookletId, count) {
  const csv = await staff.post(`booklet/${bookletId}/activation-code`, { quantity: count });
  const [, ...lines] = String(csv).trim().split('\n');
  return lines.map((line) => line.split(',')[0]);
}

/** Activates each code for its own e-mail, `concurrency` at a time; answers the statuses seen. */
export async function activateAll(baseUrl, codes, concurrency) {
  const statuses = new Map();
  await runPool(codes.length, concurrency, async (index) => {
    const response = await fetch(`${baseUrl}/api/v1/wallet/activation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: codes[index], email: benchEmail(index) }),
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  });
  return statuses;
}

/** The wallet token of each e-mail, read from the mails written to the stack's data folder. */
export async function walletTokens(dataDir, count) {
  const tokens = new Map();
  const folder = join(dataDir, 'mail');
  const seen = new Set();
  await eventually(
    () => {
      let files;
      try {
        files = readdirSync(folder);
      } catch {
        return undefined;
      }
      for (const file of files) {
        if (seen.has(file)) continue;
        seen.add(file);
        const text = readFileSync(join(folder, file), 'utf8').replace(/=\r?\n/g, '');
        const to = /^To: .*?([\w.+-]+@bench\.example\.ch)/m.exec(text)?.[1];
        const token = WALLET_LINK.exec(text)?.[1];
        if (to && token) tokens.set(to, token);
      }
      return tokens.size >= count ? tokens : undefined;
    },
    { timeoutMs: 120_000 },
  ).catch(() => undefined);
  return Array.from({ length: count }, (_, index) => tokens.get(benchEmail(index))).filter(Boolean);
}
