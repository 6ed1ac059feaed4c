// `npm run stack`: the production topology on this machine without Docker (two api replicas on
// PostgreSQL with Redis, s3rver for files, nginx in front); Ctrl-C stops everything it started
// and drops its database (startStack stops it on an interrupt).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startStack } from './stack/start-stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.STACK_PORT ?? 8080);
const stack = await startStack(root, { port, log: (line) => console.log(line) });
console.log(`\n  Portal (two replicas behind nginx) at ${stack.url}\n`);
