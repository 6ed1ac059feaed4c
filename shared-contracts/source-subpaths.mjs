// The contracts' subpaths and the sources they name, read from this package's `exports` (their
// `types` condition): the one map that bundlers and test runners compiling the sources use.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { name, exports } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));

/** Each subpath: its specifier (`@gb/contracts/messages/loaders/*`) and its source (`…/src/messages/loaders/*.ts`). */
const SUBPATHS = Object.entries(exports).map(([subpath, targets]) => ({
  specifier: name + subpath.slice(1),
  source: join(here, targets.types),
}));
const exact = SUBPATHS.filter(({ specifier }) => !specifier.includes('*'));
const patterns = SUBPATHS.filter(({ specifier }) => specifier.includes('*'));

/**
 * rspack's `resolve.alias`: an exact subpath ends with `$`; a pattern subpath (`…/loaders/*`) maps
 * its folder. Exact subpaths come first, so `…/loaders` finds its file before the folder's prefix.
 */
export function contractsAliases() {
  return Object.fromEntries([
    ...exact.map(({ specifier, source }) => [`${specifier}$`, source]),
    ...patterns.map(({ specifier, source }) => [
      specifier.slice(0, specifier.indexOf('/*')),
      dirname(source),
    ]),
  ]);
}

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** jest's `moduleNameMapper` entries: `^specifier$` to its source, a pattern's `*` as `(.*)`. */
export function contractsModuleNameMapper() {
  return Object.fromEntries(
    [...exact, ...patterns].map(({ specifier, source }) => [
      `^${escaped(specifier).replace('\\*', '(.*)')}$`,
      source.replace('*', '$1'),
    ]),
  );
}
