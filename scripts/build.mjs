// `npm run build`: the contracts first (they hold the route table), then the shell, every remote
// of the route table and the api. `--front-end` leaves the api out (the web image's build).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { remoteNames } from './workspaces.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const frontEndOnly = process.argv.includes('--front-end');

function build(...workspaces) {
  const args = ['run', 'build', ...workspaces.flatMap((workspace) => ['-w', workspace])];
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

build('shared-contracts');
build('shell');
build(...(await remoteNames()).map((name) => `mf-${name}`));
if (!frontEndOnly) build('api');
