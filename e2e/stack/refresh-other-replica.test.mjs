// A login outlives the replica that made it: its refresh token is renewed by the other replica,
// and a dashboard page whose access token expired renews it through nginx and carries on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { apiClient, DEMO, login, userIdOf } from '@gb/test-kit';

import { expiredCopyOf } from '../support/accounts.mjs';
import { newCompany } from '../support/fixtures.mjs';
import { loginAs } from '../support/login.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';
import { replicaUrls, stackSkipReason } from '../support/stack-description.mjs';

describe('a refresh served by the other replica', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it(
    'renews on replica 2 a login made on replica 1, whose new token both accept',
    {
      skip: stackSkipReason,
    },
    async () => {
      const [first, second] = replicaUrls;
      const tokens = await login(first, DEMO.franchisee);
      // As a browser does: its access token has expired when it asks for a new one.
      const expired = expiredCopyOf(tokens.token);
      const renewed = await apiClient(second).post('auth/refresh', {
        refreshToken: tokens.refreshToken,
        jwtToken: expired,
      });
      assert.notEqual(renewed.refreshToken, tokens.refreshToken, 'the refresh token is rotated');
      const userId = userIdOf(tokens.token);
      assert.equal(userIdOf(renewed.token), userId);
      for (const replica of [first, second]) {
        const refused = await apiClient(replica, { token: expired }).call('GET', `user/${userId}`);
        assert.equal(refused.status, 401, `${replica} refuses the expired token`);
        const user = await apiClient(replica, { token: renewed.token }).get(`user/${userId}`);
        assert.equal(user.email, DEMO.franchisee, `${replica} accepts the new token`);
      }
      // Replica 1 knows its own token was spent on replica 2: presented again, it is refused.
      const reused = await apiClient(first).call('POST', 'auth/refresh', {
        body: { refreshToken: tokens.refreshToken, jwtToken: expired },
      });
      assert.equal(reused.status, 401);
    },
  );

  it('keeps a dashboard page working through nginx when its access token has expired', async () => {
    const company = await newCompany();
    const { page } = await openPage();
    const refreshes = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/auth/refresh')) refreshes.push(response.status());
    });
    const tokens = await loginAs(page, DEMO.franchisee);
    const expired = expiredCopyOf(tokens.token);
    await page.evaluate(
      (value) => localStorage.setItem('gb.tokens', value),
      JSON.stringify({ ...tokens, token: expired }),
    );
    // A list only a logged-in user reads: the expired token is refused, renewed, and the list
    // asked again.
    await page.goto(`${portalUrl}/dashboard/companies?search=${encodeURIComponent(company.name)}`);
    await page
      .getByRole('table', { name: 'Betriebe' })
      .getByRole('link', { name: company.name, exact: true })
      .waitFor();
    assert.deepEqual(refreshes, [200], 'one refresh, answered');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('gb.tokens')));
    assert.notEqual(stored.token, expired);
    assert.notEqual(stored.refreshToken, tokens.refreshToken);
    await page.close();
  });
});
