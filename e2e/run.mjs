// Runs the browser tests against one portal started for the run:
//   node run.mjs [name …]     the files of tests/ whose names contain one of the names (all without;
//                             a path counts by its file name; a name that matches nothing is an error)
//   E2E_TARGET=stack          the files of stack/, which test what the two-replica stack adds
//                             (`npm run stack`): against the stack GB_STACK describes (the test
//                             command starts it once), else one started here
//   E2E_SHUFFLE=1, --shuffle  the files in a random order, printed, to prove them independent
// Otherwise the portal is one process on the embedded database, as `npm start` runs it, starting
// from the run's seeded demo data (GB_TEST_SEEDS) when there is one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startPortal } from '@gb/test-kit';

import { once, stopOnInterrupt } from '../scripts/stop-on-interrupt.mjs';
import { stackMissing, startStack } from '../scripts/stack/start-stack.mjs';
import { chromiumMissing } from './support/browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const shuffle = args.includes('--shuffle') || process.env.E2E_SHUFFLE === '1';
const only = args.filter((arg) => !arg.startsWith('--'));
// A test that hangs fails after this long instead of holding up the run.
const TEST_TIMEOUT_MS = 180_000;

/** The files in a random order (Fisher–Yates). */
function shuffled(files) {
  const order = [...files];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [order[index], order[other]] = [order[other], order[index]];
  }
  return order;
}

const onStack = process.env.E2E_TARGET === 'stack';
const folder = join(here, onStack ? 'stack' : 'tests');
const available = readdirSync(folder).filter((file) => file.endsWith('.test.mjs'));
// A name may be given as a path (tests/orders-form.test.mjs): its file name is what counts.
const names = only.map((name) => basename(name));
let files = available
  .filter((file) => names.length === 0 || names.some((name) => file.includes(name)))
  .map((file) => join(folder, file));
if (files.length === 0) {
  console.error(`No file of ${basename(folder)}/ matches ${only.join(', ')}; the files:`);
  for (const file of available) console.error(`  ${file}`);
  process.exit(2);
}
if (shuffle) {
  files = shuffled(files);
  console.log(`Files in this order:\n${files.map((file) => `  ${file}`).join('\n')}\n`);
}

if (chromiumMissing) {
  console.error(`\n!!!!!!!!!!\n!!! ${chromiumMissing}\n!!!!!!!!!!\n`);
}

/** The portal the tests open: the stack described by GB_STACK, a stack or a portal started here. */
async function startTarget() {
  if (!onStack) {
    // Every test's browser and api calls come from this machine's one address: the limits per
    // client (proved by the api's own tests) would make one test's logins and orders another's
    // 429.
    const portal = await startPortal({
      env: {
        LOGIN_RATE_LIMIT: '100000',
        ORDER_RATE_LIMIT: '100000',
        RESET_PASSWORD_RATE_LIMIT: '100000',
        WALLET_LINK_RATE_LIMIT: '100000',
      },
    });
    const stop = once(portal.stop);
    const forget = stopOnInterrupt(stop);
    return { url: portal.url, dataDir: portal.dataDir, stop: () => (forget(), stop()) };
  }
  if (process.env.GB_STACK) {
    const stack = JSON.parse(readFileSync(process.env.GB_STACK, 'utf8'));
    return { ...stack, stop: async () => undefined };
  }
  const missing = await stackMissing();
  if (missing) {
    console.error(
      `\n!!!!!!!!!!\n!!! ${missing}: the browser tests on the stack SKIPPED, not passed\n!!!!!!!!!!\n`,
    );
    process.exit(process.env.CI ? 1 : 0);
  }
  const stack = await startStack(join(here, '..'));
  // The tests that look behind nginx read the stack's description, as `npm run stack` writes it.
  const description = join(mkdtempSync(join(tmpdir(), 'gb-stack-described-')), 'stack.json');
  const { stop, ...described } = stack;
  writeFileSync(description, JSON.stringify(described));
  process.env.GB_STACK = description;
  return {
    ...stack,
    stop: async () => {
      await stop();
      rmSync(dirname(description), { recursive: true, force: true });
    },
  };
}

const target = chromiumMissing ? null : await startTarget();
let status;
try {
  const result = spawnSync(
    process.execPath,
    [
      '--test',
      '--test-concurrency=1',
      `--test-timeout=${TEST_TIMEOUT_MS}`,
      '--test-reporter=spec',
      ...files,
    ],
    {
      stdio: 'inherit',
      // Tests read mails and the signing secret from the portal's data folder.
      env: {
        ...process.env,
        PORTAL_URL: target?.url ?? '',
        PORTAL_DATA_DIR: target?.dataDir ?? '',
        // The stack's replicas share a secret given to them, not one written into the folder.
        PORTAL_JWT_SECRET: target?.jwtSecret ?? '',
      },
    },
  );
  status = result.status ?? 1;
} finally {
  await target?.stop();
}
process.exit(status);
