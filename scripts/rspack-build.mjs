// `rspack build --mode production` for a front-end workspace (its package's `build` script).
// Rspack 2 now and then aborts (SIGABRT, exit code 134) while it shuts down after a complete
// build with Module Federation's shared-package builds; the build then runs once more, so one
// crash at exit does not fail the whole build.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The CLI is resolved from the workspace, so the build runs the same with or without npm's PATH.
const require = createRequire(join(process.cwd(), 'package.json'));
const cliPackage = require.resolve('@rspack/cli/package.json');
const cli = join(dirname(cliPackage), require(cliPackage).bin.rspack);

const ABORTED = 134;
const args = ['build', '--mode', 'production', ...process.argv.slice(2)];

let result = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit' });
if (result.status === ABORTED || result.signal === 'SIGABRT') {
  console.warn('rspack aborted while shutting down; building once more');
  result = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit' });
}
process.exit(result.status ?? 1);
