import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { appendTo, buildChangedRemote, startCopiedDeployment } from '../support/deployment.mjs';
import { repositoryRoot } from '../support/portal.mjs';
import { skipReason, useBrowser } from '../support/session.mjs';
import { openVisitorPage } from '../support/storefront-visitor.mjs';

const platformVersion = JSON.parse(
  readFileSync(join(repositoryRoot, 'shell/package.json'), 'utf8'),
).version;
const [major, minor] = platformVersion.split('.').map(Number);

/** Page errors and console errors of a page, as they happen. */
function errorsOf(page) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('a remote deployed on its own', { skip: skipReason }, () => {
  const openPage = useBrowser();
  let deployment;

  before(async () => {
    deployment = await startCopiedDeployment();
  });
  after(async () => {
    await deployment?.stop();
  });

  it('runs in the deployed shell when built anew from changed sources', async () => {
    const dist = buildChangedRemote('storefront', (dir) =>
      appendTo(dir, 'src/app.tsx', "document.documentElement.dataset.storefrontBuild = 'changed';"),
    );
    deployment.deploy('storefront', dist);
    // Nothing of the other build kept in the browser's cache.
    const { page } = await openVisitorPage(openPage, deployment.url);
    const errors = errorsOf(page);
    await page.goto(`${deployment.url}/`);
    await page.waitForFunction(
      () => document.documentElement.dataset.storefrontBuild === 'changed',
    );
    await page
      .locator('#vouchers')
      .getByText(/Gutschein\(e\) gefunden/)
      .waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('shows the error panel, not a blank page, for a remote that needs a newer platform', async () => {
    const dist = buildChangedRemote('storefront', () => undefined, {
      PLATFORM_VERSION: `${major}.${minor + 1}.0`,
    });
    deployment.deploy('storefront', dist);
    // Nothing of the other build kept in the browser's cache.
    const { page } = await openVisitorPage(openPage, deployment.url);
    await page.goto(`${deployment.url}/`);
    const panel = page.getByRole('alert');
    await panel
      .getByText('Dieser Bereich wurde für eine neuere Version des Portals gebaut')
      .waitFor();
    await panel.getByRole('button', { name: 'Erneut versuchen' }).waitFor();
    // The frame keeps working around it.
    await page.getByRole('link', { name: 'Kontakt' }).first().waitFor();
    await page.close();
  });
});
