// `npm run stack`: the production topology on this machine without Docker (two api replicas on
// PostgreSQL with Redis, s3rver for files, nginx in front); Ctrl-C stops everything it started
// and drops its database (startStack stops it on an interrupt).
// STACK_DESCRIPTION=<file>: once started, what runs is written there as JSON (addresses, database,
// data folder, S3 bucket, signing secret, process ids), for the tests that run against it.
import { renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startStack } from './stack/start-stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.STACK_PORT ?? 8080);
const stack = await startStack(root, { port, log: (line) => console.log(line) });
if (process.env.STACK_DESCRIPTION) {
  const { stop: _stop, ...description } = stack;
  // Written whole, then renamed: whoever waits for the file never reads half of it.
  writeFileSync(`${process.env.STACK_DESCRIPTION}.part`, JSON.stringify(description, null, 2));
  renameSync(`${process.env.STACK_DESCRIPTION}.part`, process.env.STACK_DESCRIPTION);
}
console.log(`\n  Portal (two replicas behind nginx) at ${stack.url}\n`);
