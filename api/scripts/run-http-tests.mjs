// Runs the HTTP suite on the embedded database, then once more on the PostgreSQL server
// named by DATABASE_URL when it is set, so both run modes stay equal. The replica tests
// (test/replicas: two apps on one database and Redis) need the server, so run only there.
import { spawnSync } from 'node:child_process';

const jestArgs = [
  'jest',
  '--config',
  'jest.http.config.js',
  '--runInBand',
  ...process.argv.slice(2),
];
const { DATABASE_URL, ...withoutServer } = process.env;
const runs = [
  {
    name: 'embedded PGlite',
    env: withoutServer,
    only: ['--testPathIgnorePatterns', '/test/replicas/', '--passWithNoTests'],
  },
];
if (DATABASE_URL) runs.push({ name: 'PostgreSQL server', env: process.env, only: [] });

for (const run of runs) {
  console.log(`\nHTTP tests on ${run.name}\n`);
  const result = spawnSync('npx', [...jestArgs, ...run.only], {
    stdio: 'inherit',
    env: { ...run.env, NODE_OPTIONS: '--experimental-vm-modules' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
