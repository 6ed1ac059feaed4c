// Gives the run a folder in which the first test app migrates and seeds the demo data once for
// every other (run-seed.ts), unless the test command seeded it already (GB_TEST_SEEDS).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default async function globalSetup() {
  process.env.GB_TEST_RUN_DIR = mkdtempSync(join(tmpdir(), 'gb-api-run-'));
}
