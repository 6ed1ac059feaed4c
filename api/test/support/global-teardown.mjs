// Removes what run-seed.ts seeded for this run: its folders and its template database.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

import pg from 'pg';

export default async function globalTeardown() {
  const runDir = process.env.GB_TEST_RUN_DIR;
  if (!runDir || !existsSync(runDir)) return;
  for (const name of readdirSync(runDir).filter((file) => file.endsWith('.seed.json'))) {
    const seed = JSON.parse(readFileSync(join(runDir, name), 'utf8'));
    if (seed.template) {
      const client = new pg.Client({ connectionString: seed.template.serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${seed.template.name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    }
    rmSync(dirname(seed.dataDir), { recursive: true, force: true });
  }
  rmSync(runDir, { recursive: true, force: true });
}
