// `npm run build`: the contracts first (they hold the route table), the test kit, then the shell,
// every remote of the route table and the api. `--front-end` leaves the api out (the web image's build).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { remoteNames } from './workspaces.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const frontEndOnly = process.argv.includes('--front-end');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function build(...workspaces) {
  run('npm', ['run', 'build', ...workspaces.flatMap((workspace) => ['-w', workspace])]);
}

/**
 * Each remote's own build checks its types first (a remote that needs something the platform
 * does not export fails there); together they are checked in one run, then bundled.
 */
function buildRemotes(remotes) {
  const config = join(root, 'node_modules/.cache/gb/tsconfig.remotes.json');
  mkdirSync(dirname(config), { recursive: true });
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(root, 'tsconfig.web.json'),
      include: remotes.map((name) => join(root, `mf-${name}`, 'src')),
    }),
  );
  run('npx', ['tsc', '--noEmit', '-p', config]);
  for (const name of remotes) {
    const result = spawnSync('npx', ['rspack', 'build', '--mode', 'production'], {
      cwd: join(root, `mf-${name}`),
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

build('shared-contracts');
// What the tests, the benchmarks and `npm run stack` share (not part of the web image).
if (!frontEndOnly) build('test-kit');
build('shell');
buildRemotes(await remoteNames());
if (!frontEndOnly) build('api');
