// The workspaces that produce a build, in the order they must be built.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const REMOTES = ['storefront', 'vouchers', 'booklets', 'orders', 'admin'];

export const BUILDS = [
  { workspace: 'shared-contracts', output: 'dist/index.js' },
  { workspace: 'shell', output: 'dist/index.html' },
  ...REMOTES.map((name) => ({ workspace: `mf-${name}`, output: 'dist/remoteEntry.js' })),
  { workspace: 'api', output: 'dist/main.js' },
];

const SOURCES = ['src', 'public', 'build', 'package.json', 'tsconfig.json', 'rspack.config.mjs'];

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestModification(join(path, entry)));
  }
  return newest;
}

/** A build is stale when its output is missing or older than any of its sources or of a dependency built before it. */
export function staleBuilds(root) {
  const stale = [];
  let dependencyTime = 0;
  for (const build of BUILDS) {
    const dir = join(root, build.workspace);
    const output = join(dir, build.output);
    const outputTime = existsSync(output) ? statSync(output).mtimeMs : 0;
    const sourceTime = Math.max(...SOURCES.map((s) => newestModification(join(dir, s))));
    const needsContracts = build.workspace !== 'shared-contracts';
    if (
      outputTime === 0 ||
      sourceTime > outputTime ||
      (needsContracts && dependencyTime > outputTime)
    ) {
      stale.push(build.workspace);
    }
    if (build.workspace === 'shared-contracts') dependencyTime = Math.max(outputTime, sourceTime);
  }
  return stale;
}
