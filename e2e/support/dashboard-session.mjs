// The browser side of a dashboard test: a page logged in as a test's own user (or a demo staff
// account), the browser's cache, settled overlays, the wait for a table row's figures, and the
// keyboard: Tab to an element, type into a field.
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';

import { DEMO_PASSWORD, eventually, login } from '@gb/test-kit';

import { portalUrl } from './session.mjs';

/**
 * Logs the page's browser in as `account`: a demo username, or a user of the test's own
 * (`{ email, password }`, as `newUser` answers). The pages of one file share a browser profile:
 * it starts from no tokens and no remembered language. The next navigation starts logged in.
 */
export async function logInAs(page, account) {
  const { email, password } =
    typeof account === 'string' ? { email: account, password: DEMO_PASSWORD } : account;
  const tokens = await login(portalUrl, email, password);
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/legal-notice`);
  await page.evaluate((value) => {
    localStorage.clear();
    localStorage.setItem('gb.tokens', value);
  }, JSON.stringify(tokens));
  return tokens;
}

/**
 * Empties the browser's HTTP cache: the api drops its public lists at a save, but a browser may
 * hold a list it read before for the list's max-age, as any visitor's would.
 */
export async function forgetCachedResponses(page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await devtools.detach();
}

/** Waits until the element and what it holds run no animation, so its box is where it stays. */
export function settled(locator) {
  return locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/**
 * The texts of the cells of the first table row that holds all `texts`, once `expected` (when
 * given) equals what `pick` takes of them: a table refetched after a change shows its old
 * figures a moment longer. Fails with the last cells read.
 */
export async function rowCells(table, texts, { expected, pick = (cells) => cells } = {}) {
  let row = table.getByRole('row');
  for (const text of texts) row = row.filter({ hasText: text });
  const read = async () => {
    await row.first().waitFor();
    return row.first().getByRole('cell').allTextContents();
  };
  if (expected === undefined) return read();
  let last;
  try {
    return await eventually(
      async () => {
        last = await read();
        return isDeepStrictEqual(pick(last), expected) ? last : undefined;
      },
      { timeoutMs: 30_000, everyMs: 200, what: `the row of ${texts.join(', ')}` },
    );
  } catch (error) {
    assert.deepEqual(pick(last ?? []), expected, `${error.message}; its cells: ${last}`);
    throw error;
  }
}

/**
 * Types `text` into the focused field one key at a time, each once the field shows the key
 * before it: a field kept in the page's address takes a key typed before it re-rendered as if
 * it had not been typed.
 */
export async function typeKeyByKey(page, text) {
  for (let length = 1; length <= text.length; length += 1) {
    await page.keyboard.type(text[length - 1]);
    await page.waitForFunction(
      (typed) => document.activeElement?.value === typed,
      text.slice(0, length),
    );
  }
}
