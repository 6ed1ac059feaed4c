// axe-core in the page: its source goes through page.evaluate, since the portal's CSP forbids
// injected script tags.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The critical and serious WCAG 2.1 A/AA violations on the page, each with the elements hit. */
export async function seriousViolations(page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((violation) => ['critical', 'serious'].includes(violation.impact));
}

/** Whether the page scrolls sideways. */
export function scrollsSideways(page) {
  return page.evaluate(
    () => document.scrollingElement.scrollWidth > document.scrollingElement.clientWidth,
  );
}

/**
 * Presses Tab until the element has the focus, as a keyboard user does (none when it has it
 * already, at most `limit`); fails naming where the focus is when it never gets there. The element
 * is waited for first, so that each press after it is checked at once.
 */
export async function tabTo(page, locator, limit = 80) {
  await locator.waitFor();
  const focused = () =>
    locator
      .evaluate((element) => element === document.activeElement, null, { timeout: 5000 })
      .catch(() => false);
  for (let presses = 0; !(await focused()); presses += 1) {
    if (presses === limit) {
      const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
      throw new Error(`${limit} Tab presses never reached ${locator}; the focus is on ${at}`);
    }
    await page.keyboard.press('Tab');
  }
}

/**
 * Headings of the page's content that skip a level on the way down (an h3 right after an h1),
 * as `h1 "Title" → h3 "Card"` lines; the first heading must be the h1. Hidden headings do not
 * count.
 */
export function headingJumps(page, within = '#gb-content') {
  return page.evaluate((selector) => {
    const headings = [...document.querySelectorAll(`${selector} :is(h1, h2, h3, h4, h5, h6)`)]
      .filter((heading) => heading.checkVisibility())
      .map((heading) => ({ level: Number(heading.tagName[1]), text: heading.innerText.trim() }));
    const jumps = [];
    let previous = { level: 0, text: '(start)' };
    for (const heading of headings) {
      if (heading.level > previous.level + 1)
        jumps.push(`h${previous.level} "${previous.text}" → h${heading.level} "${heading.text}"`);
      previous = heading;
    }
    return jumps;
  }, within);
}
