// Home's first-load JavaScript (gzip) per remote, against a minimal React 19 page built with the same settings.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumMissing } from '../../e2e/support/browser.mjs';
import { repositoryRoot, startPortal } from '../../e2e/support/portal.mjs';
import { kilobytes, scriptsLoadedBy } from '../support/page-scripts.mjs';
import { serveFolder } from '../support/static-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const MAX_RATIO = 3.0;
// A class name OpenLayers writes into the page; it survives minification.
const OPENLAYERS_MARK = 'ol-overlaycontainer';

function build(args, cwd) {
  const result = spawnSync('npx', args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
}

function partOf(url) {
  const match = new URL(url).pathname.match(/^\/mf\/([^/]+)\//);
  return match ? `mf-${match[1]}` : 'shell';
}

export async function run() {
  if (chromiumMissing) {
    console.error(chromiumMissing);
    return false;
  }
  build(['npm', 'run', 'build'], repositoryRoot);
  build(['rspack', 'build', '-c', join(here, '../minimal-page/rspack.config.mjs')], repositoryRoot);

  const portal = await startPortal();
  const baseline = await serveFolder(join(here, '../.out/minimal-page'));
  try {
    const home = await scriptsLoadedBy(`${portal.url}/`);
    const minimal = await scriptsLoadedBy(`${baseline.url}/`);

    const perPart = new Map();
    for (const script of home)
      perPart.set(partOf(script.url), (perPart.get(partOf(script.url)) ?? 0) + script.gzipBytes);
    const homeTotal = home.reduce((sum, s) => sum + s.gzipBytes, 0);
    const minimalTotal = minimal.reduce((sum, s) => sum + s.gzipBytes, 0);
    const ratio = homeTotal / minimalTotal;
    const openLayersLoaded = home.some((script) => script.body.includes(OPENLAYERS_MARK));

    console.log('JavaScript Home transfers until idle (gzip -9):');
    for (const [part, bytes] of [...perPart].sort())
      console.log(`  ${part.padEnd(16)} ${kilobytes(bytes)}`);
    console.log(`  ${'total'.padEnd(16)} ${kilobytes(homeTotal)} in ${home.length} files`);
    console.log(`Minimal React 19 page: ${kilobytes(minimalTotal)} in ${minimal.length} files`);
    console.log(`ratio ${ratio.toFixed(2)} (target at most ${MAX_RATIO.toFixed(1)})`);
    console.log(`OpenLayers in Home's first load: ${openLayersLoaded ? 'yes' : 'no'} (target no)`);
    return ratio <= MAX_RATIO && !openLayersLoaded;
  } finally {
    baseline.close();
    await portal.stop();
  }
}
