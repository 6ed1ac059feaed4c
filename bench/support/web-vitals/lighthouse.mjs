// One Lighthouse run (the mobile or the desktop preset) on a fresh Chromium: the four category
// scores, the LCP element and the audits that did not pass.
import lighthouse, { desktopConfig } from 'lighthouse';
import { startChromium } from '../chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PRESETS = { mobile: undefined, desktop: desktopConfig };
// Lighthouse's report shows an audit below this score as one to fix.
const PASSING_SCORE = 0.9;
// Informative, manual and not applicable audits pass or fail nothing.
const SCORED = ['binary', 'numeric', 'metricSavings'];

function lcpElementOf(audit) {
  const node = audit?.details?.items?.[0]?.items?.[0]?.node;
  if (!node) return 'none';
  // An element without text of its own (a video) is labelled by its white space: left out.
  const text = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  const label = text === '' || node.nodeLabel === node.selector ? '' : `${text}: `;
  return `${label}${node.selector} ${node.snippet}`;
}

function failedAudits(lhr) {
  const audits = CATEGORIES.flatMap((category) => lhr.categories[category].auditRefs);
  return [...new Set(audits.map((ref) => ref.id))].filter((id) => {
    const { score, scoreDisplayMode } = lhr.audits[id];
    return SCORED.includes(scoreDisplayMode) && score !== null && score < PASSING_SCORE;
  });
}

/** The browser's console errors Lighthouse saw, shortened, so a failed best-practices names them. */
function consoleErrorsOf(audit) {
  return (audit?.details?.items ?? []).map(({ description, sourceLocation }) =>
    [description.slice(0, 160), sourceLocation?.url].filter(Boolean).join(': '),
  );
}

// The five metrics the performance score weighs, as Lighthouse's report shows them.
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};
// A trace Lighthouse could not record (NO_NAVSTART, NO_FCP...) asks to be run again.
const ATTEMPTS = 2;
class LighthouseRuntimeError extends Error {}

function metricsOf(lhr) {
  return Object.entries(METRICS)
    .map(([name, id]) => `${name} ${lhr.audits[id]?.displayValue ?? '–'}`)
    .join(', ');
}

/** @returns {Promise<{ scores: Record<string, number>, metrics: string, totalBlockingTimeMs: number, lcpElement: string, failed: string[], consoleErrors: string[] }>} */
export async function audit(url, preset, attempt = 1) {
  try {
    return await auditOnce(url, preset);
  } catch (error) {
    if (attempt >= ATTEMPTS || !(error instanceof LighthouseRuntimeError)) throw error;
    console.log(`    (${error.message}; run again)`);
    return audit(url, preset, attempt + 1);
  }
}

async function auditOnce(url, preset) {
  const chrome = await startChromium();
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      PRESETS[preset],
    );
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round(lhr.categories[category].score * 100)]),
    );
    return {
      scores,
      metrics: metricsOf(lhr),
      totalBlockingTimeMs: Math.round(lhr.audits[METRICS.TBT].numericValue),
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']),
      failed: failedAudits(lhr),
      consoleErrors: consoleErrorsOf(lhr.audits['errors-in-console']),
    };
  } finally {
    await chrome.kill();
  }
}
