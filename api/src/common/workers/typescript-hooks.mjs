// Node module hooks that let a worker thread import the api's TypeScript sources as jest does
// (see worker-task-file.ts): swc strips the types with the options of jest.shared.js, an
// import of `./x.js` finds `./x.ts`, and `@gb/contracts` resolves to its sources (the `types`
// condition of its exports) rather than to its build.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { transform } from '@swc/core';

import { SWC_OPTIONS } from '../../../swc-options.js';

export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@gb/contracts' || specifier.startsWith('@gb/contracts/')) {
    return nextResolve(specifier, { ...context, conditions: ['types', ...context.conditions] });
  }
  const fromTypeScript = context.parentURL?.endsWith('.ts');
  if (fromTypeScript && specifier.startsWith('.') && specifier.endsWith('.js')) {
    const source = new URL(`${specifier.slice(0, -'.js'.length)}.ts`, context.parentURL);
    if (existsSync(source)) return { url: source.href, format: 'module', shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const { code } = await transform(await readFile(filename, 'utf8'), {
    ...SWC_OPTIONS,
    filename,
    sourceMaps: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
