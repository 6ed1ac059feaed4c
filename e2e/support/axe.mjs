// Accessibility checks for browser tests: axe-core run inside the page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Evaluated through the browser's debugging protocol: the portal's CSP rightly refuses inline
// scripts, so a script tag would be blocked.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The serious and critical axe-core violations of what a remote shows, as readable lines: by
 * default its content slot and the dialogs it opens over the page, or the elements `within`
 * selects.
 */
export async function seriousAxeViolations(page, within) {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const include = selector
      ? [[selector]]
      : ['#gb-content', '[role="dialog"]', '[role="alertdialog"]']
          .filter((candidate) => document.querySelector(candidate))
          .map((candidate) => [candidate]);
    const result = await globalThis.axe.run({ include }, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
  }, within ?? null);
  return violations.map(({ id, impact, targets }) => `${impact} ${id}: ${targets.join(', ')}`);
}

/** How far the page scrolls sideways beyond its width (0 when it does not). */
export function horizontalOverflow(page) {
  // The gutter the page keeps for its scrollbar (scrollbar-gutter: stable) may make the content
  // narrower than the window: that is no sideways scrolling either.
  return page.evaluate(() =>
    Math.max(0, document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth),
  );
}

/** Whether the page scrolls sideways (wider than its viewport). */
export async function scrollsSideways(page) {
  return (await horizontalOverflow(page)) > 0;
}
