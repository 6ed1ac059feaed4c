// `npm run coverage -w api`: line coverage of api/src by the api's unit tests and its HTTP runs
// together (V8's coverage, merged): each run writes its own coverage/<run>/coverage-final.json,
// then the union is printed per run and in all.
//   node scripts/coverage.mjs                  run everything, then merge
//   node scripts/coverage.mjs --merge <dir>…   only merge folders of coverage-final.json files
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import libCoverage from 'istanbul-lib-coverage';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const COVERAGE_ARGS = (dir) => [
  '--coverage',
  '--coverageProvider=v8',
  '--coverageReporters=json',
  `--collectCoverageFrom=src/**/*.ts`,
  `--coverageDirectory=${dir}`,
];

/** Lines covered of api/src in the coverage-final.json files of `dirs`, merged. */
export function lineCoverage(dirs) {
  const map = libCoverage.createCoverageMap({});
  for (const dir of dirs) {
    const file = join(dir, 'coverage-final.json');
    if (existsSync(file)) map.merge(JSON.parse(readFileSync(file, 'utf8')));
  }
  map.filter((path) => path.includes('/api/src/') && !/\.spec\.ts$/.test(path));
  return map.getCoverageSummary().lines;
}

const describe = (lines) => `${lines.pct.toFixed(2)} % (${lines.covered} of ${lines.total} lines)`;

const args = process.argv.slice(2);
if (args[0] === '--merge') {
  console.log(`api/src line coverage: ${describe(lineCoverage(args.slice(1)))}`);
  process.exit(0);
}

const out = join(root, 'coverage');
rmSync(out, { recursive: true, force: true });
const runs = [
  ['unit', ['npx', 'jest', '--config', 'jest.config.js']],
  ...['server', 'embedded', 's3'].map((database) => [
    database,
    ['node', 'scripts/run-http-tests.mjs', `--database=${database}`],
  ]),
];
let status = 0;
for (const [name, [command, ...rest]] of runs) {
  const result = spawnSync(command, [...rest, ...COVERAGE_ARGS(join(out, name))], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' },
  });
  if (result.status !== 0) status = result.status ?? 1;
}
console.log('');
for (const [name] of runs)
  console.log(`${name.padEnd(9)} ${describe(lineCoverage([join(out, name)]))}`);
console.log(
  `api/src line coverage: ${describe(lineCoverage(runs.map(([name]) => join(out, name))))}`,
);
process.exit(status);
