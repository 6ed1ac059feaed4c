// The workspaces that produce a build, in the order they must be built.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const CONTRACTS = { workspace: 'shared-contracts', output: 'dist/index.js' };

/**
 * The remotes of the route table (`@gb/contracts`), read from the contracts' build: call
 * `buildContracts` first on a fresh clone.
 */
export async function remoteNames() {
  const { REMOTE_NAMES } = await import('@gb/contracts');
  return REMOTE_NAMES;
}

/** Every build in order: the contracts, the shell, each remote of the route table, the api. */
async function builds() {
  return [
    CONTRACTS,
    { workspace: 'shell', output: 'dist/index.html' },
    ...(await remoteNames()).map((name) => ({
      workspace: `mf-${name}`,
      output: 'dist/remoteEntry.js',
    })),
    { workspace: 'api', output: 'dist/main.js' },
  ];
}

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

/** When a workspace's build was written (0: never) and when its sources last changed. */
function times(root, build) {
  const dir = join(root, build.workspace);
  const output = join(dir, build.output);
  return {
    outputTime: existsSync(output) ? statSync(output).mtimeMs : 0,
    sourceTime: Math.max(...SOURCES.map((s) => newestModification(join(dir, s)))),
  };
}

/** Whether the contracts (which the route table and every other build need) must be built first. */
export function contractsStale(root) {
  const { outputTime, sourceTime } = times(root, CONTRACTS);
  return outputTime === 0 || sourceTime > outputTime;
}

/** A build is stale when its output is missing or older than any of its sources or than the contracts. */
export async function staleBuilds(root) {
  const stale = [];
  let dependencyTime = 0;
  for (const build of await builds()) {
    const { outputTime, sourceTime } = times(root, build);
    if (outputTime === 0 || sourceTime > outputTime || dependencyTime > outputTime) {
      stale.push(build.workspace);
    }
    if (build === CONTRACTS) dependencyTime = Math.max(outputTime, sourceTime);
  }
  return stale;
}
