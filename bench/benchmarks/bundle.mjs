// Home's first-load JavaScript (gzip) per remote, against a minimal React 19 page built with the same settings.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumMissing } from '../../e2e/support/browser.mjs';
import { repositoryRoot, startPortal } from '@gb/test-kit';
import { chunkContents } from '../support/chunk-contents.mjs';
import { kilobytes, scriptsLoadedBy } from '../support/page-scripts.mjs';
import { expectSetUp } from '../support/set-up.mjs';
import { serveFolder } from '../support/static-server.mjs';
import { smoke } from '../support/smoke.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const MAX_RATIO = 3.0;
// A class name OpenLayers writes into the page; it survives minification.
const OPENLAYERS_MARK = 'ol-overlaycontainer';
const OUT_DIR = join(here, '../.out');
const BREAKDOWN_FILE = join(OUT_DIR, 'bundle-breakdown.txt');
// Packages named per file on the console; the file in .out lists them all.
const OWNERS_SHOWN = 4;

function build(args, cwd) {
  const result = spawnSync('npx', args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
}

/** Emitted file name → package → bytes before minification, for the shell and the storefront. */
async function contentsOfHomeParts() {
  const contents = new Map();
  for (const workspace of ['shell', 'mf-storefront']) {
    for (const [file, owners] of await chunkContents(join(repositoryRoot, workspace)))
      contents.set(`${workspace}/${file}`, owners);
  }
  return contents;
}

function ownersLine(owners, limit) {
  return [...(owners ?? [])]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([owner, bytes]) => `${owner} ${kilobytes(bytes)}`)
    .join(', ');
}

/** One line per file Home loads, largest first, with the packages inside it. */
function printBreakdown(home, contents) {
  const lines = [...home]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => {
      const file = fileOf(script.url);
      const owners = contents.get(file);
      return { head: `${kilobytes(script.gzipBytes).padStart(9)}  ${file}`, owners };
    });
  console.log('Per file (gzip), with the largest packages inside (bytes before minification):');
  for (const { head, owners } of lines)
    console.log(`  ${head}  ${ownersLine(owners, OWNERS_SHOWN)}`);
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(
    BREAKDOWN_FILE,
    lines.map(({ head, owners }) => `${head}\n    ${ownersLine(owners, Infinity)}\n`).join(''),
  );
  console.log(`  (every package per file: ${relative(repositoryRoot, BREAKDOWN_FILE)})`);
}

/** `shell/<file>` or `mf-<name>/<file>`, as the compiled contents name a file. */
const fileOf = (url) => `${partOf(url)}/${basename(new URL(url).pathname)}`;

function partOf(url) {
  const match = new URL(url).pathname.match(/^\/mf\/([^/]+)\//);
  return match ? `mf-${match[1]}` : 'shell';
}

export async function run() {
  if (chromiumMissing) throw new Error(`set-up: ${chromiumMissing}`);
  // A smoke run measures the front end as it is built already (the test command builds it first).
  if (!smoke || !existsSync(join(repositoryRoot, 'shell/dist/index.html')))
    build(['node', 'scripts/build.mjs', '--front-end'], repositoryRoot);
  // The api only serves the files measured here; it (and the contracts it runs on) is built
  // when there is no build of it yet.
  if (!process.env.PORTAL_URL && !existsSync(join(repositoryRoot, 'api/dist/main.js')))
    build(['npm', 'run', 'build', '-w', 'api'], repositoryRoot);
  build(['rspack', 'build', '-c', join(here, '../minimal-page/rspack.config.mjs')], repositoryRoot);
  const contents = await contentsOfHomeParts();

  // PORTAL_URL measures a portal that already runs (serving these builds), as the browser tests allow.
  const portal = process.env.PORTAL_URL
    ? { url: process.env.PORTAL_URL, stop: async () => undefined }
    : await startPortal();
  const baseline = await serveFolder(join(here, '../.out/minimal-page'));
  try {
    const home = await scriptsLoadedBy(`${portal.url}/`);
    const minimal = await scriptsLoadedBy(`${baseline.url}/`);

    const perPart = new Map();
    for (const script of home)
      perPart.set(partOf(script.url), (perPart.get(partOf(script.url)) ?? 0) + script.gzipBytes);
    // Home ran (the shell and the storefront loaded), the baseline too, and each file Home
    // loaded is one the compiled contents name, so the breakdown below is of these files.
    expectSetUp(
      "the shell's files Home loaded",
      home.filter((s) => partOf(s.url) === 'shell').length,
      1,
    );
    expectSetUp(
      "the storefront's files Home loaded",
      home.filter((s) => partOf(s.url) === 'mf-storefront').length,
      1,
    );
    expectSetUp('the files of the minimal React page', minimal.length, 1);
    expectSetUp(
      'the files Home loaded that were compiled for the breakdown',
      home.filter((s) => contents.has(fileOf(s.url))).length,
      home.length,
    );
    const homeTotal = home.reduce((sum, s) => sum + s.gzipBytes, 0);
    const minimalTotal = minimal.reduce((sum, s) => sum + s.gzipBytes, 0);
    const ratio = homeTotal / minimalTotal;
    const openLayersLoaded = home.some((script) => script.body.includes(OPENLAYERS_MARK));

    console.log('JavaScript Home transfers until idle (gzip -9):');
    for (const [part, bytes] of [...perPart].sort())
      console.log(`  ${part.padEnd(16)} ${kilobytes(bytes)}`);
    console.log(`  ${'total'.padEnd(16)} ${kilobytes(homeTotal)} in ${home.length} files`);
    printBreakdown(home, contents);
    console.log(`Minimal React 19 page: ${kilobytes(minimalTotal)} in ${minimal.length} files`);
    console.log(`ratio ${ratio.toFixed(2)} (target at most ${MAX_RATIO.toFixed(1)})`);
    console.log(`OpenLayers in Home's first load: ${openLayersLoaded ? 'yes' : 'no'} (target no)`);
    return ratio <= MAX_RATIO && !openLayersLoaded;
  } finally {
    baseline.close();
    await portal.stop();
  }
}
