// Which modules each emitted JavaScript file of a front-end workspace holds, from rspack's own stats,
// so a size figure can be traced to the packages that make it up.
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';

const here = dirname(fileURLToPath(import.meta.url));
const STATS_OPTIONS = { all: false, chunks: true, chunkModules: true, dependentModules: true };

/**
 * What a module is part of: its package (`react-dom`, `@reduxjs/toolkit`), the federation
 * runtime and sharing glue, or the workspace source folder.
 */
export function ownerOf(moduleName) {
  // Modules without a name are rspack's runtime, which holds the federation runtime core.
  if (!moduleName) return '(bundler and federation runtime)';
  if (moduleName.includes('!=!data:')) return '(federation runtime options)';
  if (/^(provide|consume) shared module/.test(moduleName)) return '(shared module glue)';
  const path = moduleName.replace(/ \+ \d+ modules$/, '');
  const inPackages = path.match(/node_modules\/(?:@[^/]+\/)?[^/]+/g);
  if (inPackages) return inPackages.at(-1).replace('node_modules/', '');
  const workspace = path.match(/^(?:\.\.\/)*(?:\.\/)?([^/]+(?:\/[^/]+)?)/);
  return workspace ? `(${workspace[1]})` : path;
}

/**
 * Compiles the workspace with its own production config (the files the build writes, into a
 * folder of the benchmark's) and answers, per emitted file name, the bytes each package contributes before minification.
 * @returns {Promise<Map<string, Map<string, number>>>}
 */
export async function chunkContents(workspaceDir) {
  const { default: configOf } = await import(
    pathToFileURL(join(workspaceDir, 'rspack.config.mjs')).href
  );
  const configs = typeof configOf === 'function' ? configOf({}, { mode: 'production' }) : configOf;
  // A remote with a server renderer builds it beside: the browser's files are measured.
  const built = [configs].flat().find((one) => one.name !== 'server-renderer');
  // Written beside the benchmark, never over the workspace's build: a portal or the stack may be
  // serving that build while this runs.
  const config = {
    ...built,
    output: { ...built.output, path: join(here, '../.out/chunk-contents', basename(workspaceDir)) },
  };
  // Module Federation names the build by the package.json of the folder it runs in: the
  // workspace's, as its build script runs, so the files are the ones the build wrote.
  const cwd = process.cwd();
  process.chdir(workspaceDir);
  const stats = await new Promise((resolve, reject) => {
    rspack(config).run((error, result) => (error ? reject(error) : resolve(result)));
  }).finally(() => process.chdir(cwd));
  const files = new Map();
  for (const chunk of stats.toJson(STATS_OPTIONS).chunks ?? []) {
    const owners = new Map();
    for (const { name, size } of chunk.modules ?? [])
      owners.set(ownerOf(name), (owners.get(ownerOf(name)) ?? 0) + size);
    for (const file of chunk.files ?? []) if (file.endsWith('.js')) files.set(file, owners);
  }
  return files;
}
