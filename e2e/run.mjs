// Runs every browser test against one freshly started portal.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumMissing } from './support/browser.mjs';
import { startPortal } from './support/portal.mjs';
import { stackMissing, startStack } from '../scripts/stack/start-stack.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(join(here, 'tests'))
  .filter((file) => file.endsWith('.test.mjs'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .map((file) => join(here, 'tests', file));

if (chromiumMissing) {
  console.error(`\n!!!!!!!!!!\n!!! ${chromiumMissing}\n!!!!!!!!!!\n`);
}

// E2E_TARGET=stack: against two api replicas on PostgreSQL with Redis and s3rver behind nginx
// (`npm run stack`); otherwise one process on the embedded database, as `npm start` runs.
const onStack = process.env.E2E_TARGET === 'stack';
const missing = onStack && !chromiumMissing && (await stackMissing());
if (missing) {
  console.error(
    `\n!!!!!!!!!!\n!!! ${missing}: the browser tests on the stack SKIPPED, not passed\n!!!!!!!!!!\n`,
  );
  process.exit(0);
}
const portal = chromiumMissing
  ? null
  : onStack
    ? await startStack(join(here, '..'))
    : await startPortal();
let status;
try {
  const result = spawnSync(
    process.execPath,
    ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
    {
      stdio: 'inherit',
      // Tests read mails and the signing secret from the portal's data folder.
      env: {
        ...process.env,
        PORTAL_URL: portal?.url ?? '',
        PORTAL_DATA_DIR: portal?.dataDir ?? '',
        // The stack's replicas share a secret given to them, not one written into the folder.
        PORTAL_JWT_SECRET: portal?.jwtSecret ?? '',
      },
    },
  );
  status = result.status ?? 1;
} finally {
  await portal?.stop();
}
process.exit(status);
