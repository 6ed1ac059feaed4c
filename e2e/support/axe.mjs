// Accessibility checks with axe-core, injected through page.evaluate: the portal's CSP forbids
// script tags added by a test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical violations axe finds in the page's content (`within`, by default the
 * page's main element, which a remote renders), as "rule: target" lines.
 */
export async function seriousAxeViolations(page, within = 'main') {
  // A string is evaluated by the browser's debugger protocol, which the CSP does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const { violations } = await window.axe.run(selector, {
      resultTypes: ['violations'],
    });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      );
  }, within);
}

/** How far the page scrolls sideways beyond its width (0 when it does not). */
export async function horizontalOverflow(page) {
  return page.evaluate(
    () => document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth,
  );
}
