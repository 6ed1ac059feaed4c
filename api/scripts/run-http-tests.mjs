// The api's HTTP tests, in one of three runs (all three, one after the other, without --database):
//   --database=server    every file, on the PostgreSQL server of DATABASE_URL (else 127.0.0.1:5432):
//                        the production path, and the one the replica tests need
//   --database=embedded  on the embedded PGlite, the files whose behaviour depends on the database
//                        engine or the process: each says so in a first line `// Also on the
//                        embedded database: <why>` (locks and SKIP LOCKED, triggers and the
//                        summaries they keep, idempotency keys, the orders path, backup and
//                        restore, readiness, shutdown)
//   --database=s3        the files suite once more with every app's files in s3rver
// Other arguments go to jest (a file name, -t …). Two workers share each run.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const EMBEDDED_MARKER = /^\/\/ Also on the embedded database: \S/;
const FILES_SUITE = ['test/public-images', 'test/accounts-profile-image'];

/** The test files that name themselves for the embedded run. */
function embeddedFiles() {
  const folder = join(root, 'test');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.e2e-spec.ts'))
    .filter((name) => EMBEDDED_MARKER.test(readFileSync(join(folder, name), 'utf8')))
    .map((name) => `test/${name}`);
}

const args = process.argv.slice(2);
const chosen = args.find((arg) => arg.startsWith('--database='))?.slice('--database='.length);
const jestArgs = args.filter((arg) => !arg.startsWith('--database='));
// Files named on the command line replace each run's own choice of files.
const filesNamed = jestArgs.some((arg) => !arg.startsWith('-'));
const { DATABASE_URL, ...withoutServer } = process.env;
const server = DATABASE_URL || LOCAL_SERVER;

const RUNS = {
  server: {
    title: `PostgreSQL server (${new URL(server).host})`,
    env: { ...process.env, DATABASE_URL: server },
    files: [],
    workers: 2,
  },
  embedded: {
    title: 'embedded PGlite',
    env: withoutServer,
    files: filesNamed ? [] : embeddedFiles(),
    workers: 2,
  },
  s3: {
    title: 'PostgreSQL server, files on S3 (s3rver)',
    env: { ...process.env, DATABASE_URL: server, TEST_FILE_STORAGE: 's3' },
    files: filesNamed ? [] : FILES_SUITE,
    workers: 2,
  },
};
if (chosen && !RUNS[chosen]) {
  console.error(`--database is one of ${Object.keys(RUNS).join(', ')}`);
  process.exit(2);
}

let status = 0;
for (const name of chosen ? [chosen] : Object.keys(RUNS)) {
  const run = RUNS[name];
  console.log(`\nHTTP tests on the ${run.title}\n`);
  const result = spawnSync(
    'npx',
    [
      'jest',
      '--config',
      'jest.http.config.js',
      `--maxWorkers=${run.workers}`,
      ...run.files,
      ...jestArgs,
    ],
    { cwd: root, stdio: 'inherit', env: { ...run.env, NODE_OPTIONS: '--experimental-vm-modules' } },
  );
  if (result.status !== 0) status = result.status ?? 1;
}
process.exit(status);
