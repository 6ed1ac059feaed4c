// Runs the HTTP suite on the embedded database, then once more on the PostgreSQL server
// named by DATABASE_URL when it is set, so both run modes stay equal. The replica tests
// (test/replicas: two apps on one database and Redis) need the server, so run only there.
// TEST_FILE_STORAGE=s3 keeps every app's files in an S3-compatible server (s3rver).
import { spawnSync } from 'node:child_process';

const jestArgs = [
  'jest',
  '--config',
  'jest.http.config.js',
  '--runInBand',
  ...process.argv.slice(2),
];
const FILES_SUITE = ['test/public-images', 'test/accounts-profile-image'];
const { DATABASE_URL, ...withoutServer } = process.env;
const runs = [
  {
    name: 'embedded PGlite',
    env: withoutServer,
    only: ['--testPathIgnorePatterns', '/test/replicas/', '--passWithNoTests'],
  },
];
if (DATABASE_URL) runs.push({ name: 'PostgreSQL server', env: process.env, only: [] });
// The files suite once more with files in S3 (each app starts an s3rver of its own), unless
// the caller picked test files.
if (process.argv.length <= 2 && !process.env.TEST_FILE_STORAGE) {
  runs.push({
    name: 'embedded PGlite with files on S3 (s3rver)',
    env: { ...withoutServer, TEST_FILE_STORAGE: 's3' },
    only: FILES_SUITE,
  });
}

for (const run of runs) {
  console.log(`\nHTTP tests on ${run.name}\n`);
  const result = spawnSync('npx', [...jestArgs, ...run.only], {
    stdio: 'inherit',
    env: { ...run.env, NODE_OPTIONS: '--experimental-vm-modules' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
