import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '@gb/test-kit';
import { smoke } from './smoke.mjs';

/**
 * Builds the api the benchmark measures (its current sources); a smoke run keeps a build that is
 * there already, as the test command has just built it. Throws when the build fails: what the
 * benchmark would measure then is not the api of these sources.
 */
export function buildApi() {
  if (smoke && existsSync(join(repositoryRoot, 'api/dist/main.js'))) return;
  const build = spawnSync('npm', ['run', 'build', '-w', 'api'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('set-up: npm run build -w api failed');
}
