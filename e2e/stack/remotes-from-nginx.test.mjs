// The shell and every remote come from nginx's own files, as the docker image serves them: each
// remote's page shows, its entry fetched from /mf/<name>/remoteEntry.js and answered by nginx
// (no replica's request id), never cached; the shell's script kept a year.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { REMOTE_NAMES } from '@gb/contracts';
import { DEMO } from '@gb/test-kit';

import { loginAs } from '../support/login.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

/** One route of each remote and the heading its page shows. */
const PAGES = {
  storefront: ['/contact', 'Kontakt'],
  vouchers: ['/dashboard/vouchers', 'Gutscheine'],
  booklets: ['/dashboard/booklets', 'Booklets'],
  orders: ['/dashboard/orders', 'Bestellungen'],
  admin: ['/dashboard/regions', 'Regionen'],
};

describe('the remotes from nginx', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it("shows a page of each remote to a staff user, the shell and remotes from nginx's files", async () => {
    assert.deepEqual(Object.keys(PAGES).sort(), [...REMOTE_NAMES].sort(), 'every remote');
    const { page } = await openPage();
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await loginAs(page, DEMO.admin);
    for (const [remote, [path, heading]] of Object.entries(PAGES)) {
      const entryUrl = `${portalUrl}/mf/${remote}/remoteEntry.js`;
      const entry = page.waitForResponse((response) => response.url() === entryUrl);
      await page.goto(`${portalUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      const answer = await entry;
      assert.ok([200, 304].includes(answer.status()), `${entryUrl} answered ${answer.status()}`);
      const headers = await answer.allHeaders();
      assert.equal(headers['x-request-id'], undefined, `${remote}: nginx answered, no replica`);
      assert.equal(headers['cache-control'], 'no-cache', `${remote}: never kept`);
    }

    // The shell's scripts, as its index.html names (or preloads) them.
    const indexHtml = await (await fetch(`${portalUrl}/index.html`)).text();
    const shellScripts = [...indexHtml.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map(
      ([, src]) => new URL(src, portalUrl).href,
    );
    assert.ok(shellScripts.length > 0, 'index.html names its scripts');
    for (const script of shellScripts) {
      const shell = responses.find((response) => response.url() === script);
      assert.ok(shell, `the shell's ${script} was loaded`);
      const headers = await shell.allHeaders();
      assert.equal(headers['x-request-id'], undefined, `${script} from nginx, no replica`);
      assert.match(headers['cache-control'] ?? '', /immutable/, `${script} kept a year`);
    }
    // The pages themselves are rendered by a replica.
    const pageAnswer = responses.find((response) => response.url() === `${portalUrl}/contact`);
    assert.match((await pageAnswer.allHeaders())['x-request-id'] ?? '', /\S/);
    await page.close();
  });
});
