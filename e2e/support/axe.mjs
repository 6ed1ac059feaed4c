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
 * The serious and critical axe-core violations of what a remote shows (its content slot and the
 * dialogs it opens over the page), as readable lines.
 */
export async function seriousAxeViolations(page) {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const include = ['#gb-content', '[role="dialog"]', '[role="alertdialog"]']
      .filter((selector) => document.querySelector(selector))
      .map((selector) => [selector]);
    const result = await globalThis.axe.run({ include }, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
  });
  return violations.map(({ id, impact, targets }) => `${impact} ${id}: ${targets.join(', ')}`);
}

/** Whether the page scrolls sideways (wider than its viewport). */
export function scrollsSideways(page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}
