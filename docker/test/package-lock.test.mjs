// The lock installs on every machine a team member may use: every optional native package a locked
// package names (the builds of @rspack/binding, @swc/core, sharp … for Linux, macOS and Windows)
// is in it, so `npm ci` on a Mac or a Windows laptop finds its binary; and every dependency's
// install script is decided (allowScripts), telemetry denied.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const { packages } = lock;

/** Where npm finds `name` for the package at `from`: its own node_modules, then each one above. */
function resolved(from, name) {
  for (let base = from; ;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const above = base.lastIndexOf('/node_modules/');
    base = above >= 0 ? base.slice(0, above) : '';
  }
}

describe('package-lock.json', () => {
  it('names every optional native build of every locked package (WebAssembly fallbacks aside)', () => {
    const missing = Object.entries(packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !name.includes('wasm32'))
        .filter((name) => !resolved(path, name))
        .map((name) => `${name} (for ${path})`),
    );
    assert.deepEqual(missing, []);
  });

  it('plans the bundler and compiler binaries of Linux, macOS and Windows, x64 and arm64', () => {
    const platforms = ['darwin-arm64', 'darwin-x64', 'win32-x64-msvc', 'win32-arm64-msvc'];
    for (const binding of ['@rspack/binding', '@swc/core']) {
      for (const platform of platforms) {
        assert.ok(packages[`node_modules/${binding}-${platform}`], `${binding}-${platform}`);
      }
      assert.ok(packages[`node_modules/${binding}-linux-x64-gnu`], `${binding}-linux-x64-gnu`);
      assert.ok(packages[`node_modules/${binding}-linux-arm64-gnu`], `${binding}-linux-arm64-gnu`);
    }
  });

  it('decides every install script (allowScripts) and denies telemetry', () => {
    const withScripts = Object.entries(packages)
      .filter(([path, entry]) => path.startsWith('node_modules/') && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    const undecided = [...new Set(withScripts)].filter(
      (name) => !(name in (manifest.allowScripts ?? {})),
    );
    assert.deepEqual(undecided, []);
    assert.equal(manifest.allowScripts['@scarf/scarf'], false);
  });
});
