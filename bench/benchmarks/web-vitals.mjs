// Home's first screen as a visitor's browser sees it (issue 18): LCP, CLS, FCP, the frames drawn
// before the booklets (the frame comes first, the footer never in the first screen meanwhile),
// bytes and requests of cold loads in Chromium with the CPU slowed 4×, on loopback and on "Fast
// 3G", at a desktop and a phone viewport; then Lighthouse's scores and total blocking time on
// Home, a regional page and the legal notice with its mobile and desktop presets (median of three
// runs each), with what each page's median run would fix first.
import { availableParallelism, loadavg } from 'node:os';
import { chromiumMissing } from '../../e2e/support/browser.mjs';
import { startPortal } from '../../e2e/support/portal.mjs';
import { startPlaywrightChromium } from '../support/chromium.mjs';
import { CPU_SLOWDOWN, NETWORKS, VIEWPORTS, coldLoad } from '../support/web-vitals/cold-load.mjs';
import { CATEGORIES, audit } from '../support/web-vitals/lighthouse.mjs';
import { kilobytes } from '../support/page-scripts.mjs';
import { expectSetUp } from '../support/set-up.mjs';
import { scaled, smoke } from '../support/smoke.mjs';

const LOADS = scaled(3, 1);
const MAX_CLS = 0.05;
// The frame is drawn before the booklets arrive: at least one frame without them.
const MIN_FRAMES_BEFORE_CONTENT = 1;
const MAX_LCP_SECONDS = { loopback: 1.2, 'Fast 3G': 2.5 };
const MIN_SCORE = { performance: { mobile: 95, desktop: 98 } };
// Lighthouse's total blocking time (its simulation of a phone's CPU on mobile), every page.
const MAX_TBT_MS = 200;
const PRESETS = scaled(['mobile', 'desktop'], ['mobile']);
// Lighthouse's mobile score moves with the machine's load: each figure is a median of runs.
const AUDITS = scaled(3, 1);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => (ms === null ? 'none' : `${(ms / 1000).toFixed(2)} s`);
const missed = (ok) => (ok ? '' : ', missed');

/** Home; in a full run also the first region's page and the legal notice. */
async function pagesToAudit(url) {
  const home = { name: 'Home', path: '/' };
  if (smoke) return [home];
  const regions = await (await fetch(`${url}/api/v1/region`)).json();
  const region = regions
    .slice(0, 1)
    .map(({ name, canonical }) => ({ name, path: `/${canonical}` }));
  return [home, ...region, { name: 'legal notice', path: '/legal-notice' }];
}

/** One line per viewport and network, each figure the median of `LOADS` cold loads. */
async function measureVitals(url) {
  const chromium = await startPlaywrightChromium();
  let onTarget = true;
  try {
    console.log(`Home, median of ${LOADS} cold load(s), CPU ${CPU_SLOWDOWN}× slower:`);
    for (const viewport of Object.keys(VIEWPORTS)) {
      for (const network of Object.keys(NETWORKS)) {
        const loads = [];
        for (let i = 0; i < LOADS; i += 1)
          loads.push(await coldLoad(chromium.browser, `${url}/`, viewport, network));
        // Every load measured Home as a visitor sees it: with its booklets drawn.
        expectSetUp(
          `the booklets on Home (${viewport}, ${network}), fewest of ${LOADS} load(s)`,
          Math.min(...loads.map((load) => load.booklets)),
          1,
        );
        const [lcp, cls, fcp, frames, bytes, requests] = [
          'lcp',
          'cls',
          'fcp',
          'framesBeforeContent',
          'bytes',
          'requests',
        ].map((figure) => median(loads.map((load) => load[figure])));
        const footerEarly = loads.some((load) => load.footerShownEarly);
        const lcpOk = lcp !== null && lcp <= MAX_LCP_SECONDS[network] * 1000;
        const clsOk = cls <= MAX_CLS;
        const framesOk = frames >= MIN_FRAMES_BEFORE_CONTENT;
        onTarget &&= lcpOk && clsOk && framesOk && !footerEarly;
        const { width, height } = VIEWPORTS[viewport].viewport;
        console.log(
          `  ${`${viewport} ${width}×${height}, ${network}`.padEnd(28)}` +
            ` LCP ${seconds(lcp)} (target at most ${MAX_LCP_SECONDS[network]} s${missed(lcpOk)}),` +
            ` CLS ${cls.toFixed(3)} (target at most ${MAX_CLS}${missed(clsOk)}),` +
            ` FCP ${seconds(fcp)}, ${kilobytes(bytes)} in ${requests} requests,` +
            ` ${frames} frames before the booklets (target at least ${MIN_FRAMES_BEFORE_CONTENT}${missed(framesOk)}),` +
            ` footer shown before them ${footerEarly ? 'yes' : 'no'} (target no${missed(!footerEarly)})`,
        );
      }
    }
  } finally {
    await chromium.close();
  }
  return onTarget;
}

/** Lighthouse's four scores and total blocking time per page and preset, each the median of
 * `AUDITS` runs, and what the median run would fix first. */
async function runLighthouse(url) {
  let onTarget = true;
  console.log(
    `Lighthouse ${PRESETS.join(' and ')} preset(s), median of ${AUDITS} run(s) per page and preset:`,
  );
  const pages = await pagesToAudit(url);
  expectSetUp('the pages Lighthouse audits', pages.length, smoke ? 1 : 3);
  for (const { name, path } of pages) {
    for (const preset of PRESETS) {
      const runs = [];
      for (let i = 0; i < AUDITS; i += 1) runs.push(await audit(`${url}${path}`, preset));
      const scoreOf = (category) => median(runs.map((run) => run.scores[category]));
      // The run whose performance is the median one says what its score is made of.
      const typical = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[
        Math.floor(runs.length / 2)
      ];
      const figures = CATEGORIES.map((category) => {
        const target = MIN_SCORE[category]?.[preset] ?? 100;
        const score = scoreOf(category);
        onTarget &&= score >= target;
        const wanted = target === 100 ? 'target 100' : `target at least ${target}`;
        return `${category} ${score} (${wanted}${missed(score >= target)})`;
      });
      const tbt = median(runs.map((run) => run.totalBlockingTimeMs));
      const tbtOk = tbt < MAX_TBT_MS;
      onTarget &&= tbtOk;
      figures.push(`TBT ${tbt} ms (target under ${MAX_TBT_MS} ms${missed(tbtOk)})`);
      console.log(`  ${`${name} (${path}), ${preset}`.padEnd(42)} ${figures.join(', ')}`);
      if (runs.length > 1) {
        const each = runs.map(
          (run) => `${run.scores.performance} (TBT ${run.totalBlockingTimeMs} ms)`,
        );
        console.log(`    performance of each run: ${each.join(', ')}`);
      }
      console.log(`    median run: ${typical.metrics}`);
      console.log(`    LCP element: ${typical.lcpElement}`);
      console.log(`    failed audits: ${typical.failed.join(', ') || 'none'}`);
      for (const error of typical.consoleErrors) console.log(`    console error: ${error}`);
    }
  }
  return onTarget;
}

export async function run() {
  if (chromiumMissing) throw new Error(`set-up: ${chromiumMissing}`);
  console.log(
    `load average ${loadavg()[0].toFixed(2)} (${availableParallelism()} cores) at the start`,
  );
  // PORTAL_URL measures a portal that already runs, as the browser tests allow.
  const portal = process.env.PORTAL_URL
    ? { url: process.env.PORTAL_URL, stop: async () => undefined }
    : await startPortal();
  try {
    const vitalsOnTarget = await measureVitals(portal.url);
    const lighthouseOnTarget = await runLighthouse(portal.url);
    return vitalsOnTarget && lighthouseOnTarget;
  } finally {
    await portal.stop();
  }
}
