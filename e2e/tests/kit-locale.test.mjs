// React Aria's own words follow the interface's language, not the browser's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { DEMO } from '@gb/test-kit';

import { logInAs } from '../support/dashboard-session.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

describe("the dashboards' fields in the interface's language", { skip: skipReason }, () => {
  const openPage = useBrowser();

  it("names a select's button in German in an English browser", async () => {
    const { page } = await openPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'language', { get: () => 'en-US' });
      Object.defineProperty(navigator, 'languages', { get: () => ['en-US'] });
    });
    await logInAs(page, DEMO.franchisee);
    await page.goto(`${portalUrl}/dashboard/booklets`);
    await page.getByRole('heading', { level: 1, name: 'Booklets' }).waitFor();
    const buttons = page.getByRole('main').getByRole('button', { name: 'Empfehlungen anzeigen' });
    await buttons.first().waitFor();
    assert.equal(
      await page.getByRole('button', { name: 'Show suggestions' }).count(),
      0,
      'no English word of React Aria in the German interface',
    );
    await page.close();
  });
});
