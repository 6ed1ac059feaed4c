// What the stack's nginx serves itself and what it passes to the replicas: the shell and the
// remotes from its files, the api and the pages from either replica on one database, and the
// immutable images kept in its cache while lists never are.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { apiClient, DEMO, login } from '@gb/test-kit';

import { newBooklet, uploadCover } from '../support/fixtures.mjs';
import { solidPng } from '../support/png.mjs';
import { portalUrl, skipReason } from '../support/session.mjs';
import { replicaUrls, stackSkipReason } from '../support/stack-description.mjs';

describe('what the stack serves', { skip: skipReason }, () => {
  it('serves the shell through nginx, the same page for any route', async () => {
    const response = await fetch(`${portalUrl}/`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /text\/html/);
    assert.match(await response.text(), /<script[^>]+src=/);
    // The shell routes in the browser: a deep link answers the page too.
    const deep = await fetch(`${portalUrl}/dashboard/vouchers`);
    assert.equal(deep.status, 200);
    assert.match(deep.headers.get('content-type'), /text\/html/);
    assert.match(await deep.text(), /<div id="root">/);
  });

  it('serves remotes.json and a remote entry from its files, neither cached', async () => {
    const remotesJson = await fetch(`${portalUrl}/remotes.json`);
    assert.equal(remotesJson.headers.get('cache-control'), 'no-cache');
    const remotes = await remotesJson.json();
    assert.equal(remotes.storefront, '/mf/storefront/remoteEntry.js');
    const entry = await fetch(`${portalUrl}${remotes.storefront}`);
    assert.equal(entry.status, 200);
    assert.match(entry.headers.get('content-type'), /javascript/);
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');
    // No replica answered it: the api marks each of its answers with a request id.
    assert.equal(entry.headers.get('x-request-id'), null);
  });

  it(
    'answers the api through nginx and through each replica, on one database',
    {
      skip: stackSkipReason,
    },
    async () => {
      const ready = await fetch(`${portalUrl}/api/v1/ready`);
      assert.equal(ready.status, 200);
      const { booklet } = await newBooklet();
      const seen = [];
      for (const origin of [portalUrl, ...replicaUrls]) {
        const { token } = await login(origin, DEMO.franchisee);
        seen.push(await apiClient(origin, { token }).get(`booklet/${booklet.id}`));
      }
      assert.equal(seen.length, 3);
      for (const [index, answer] of seen.entries()) {
        assert.equal(answer.id, booklet.id, `origin ${index}`);
        assert.equal(answer.regionId, booklet.regionId, `origin ${index}`);
      }
    },
  );

  it('answers pages through a replica, which renders the shell nginx holds', async () => {
    const page = await fetch(`${portalUrl}/legal-notice`);
    assert.equal(page.status, 200);
    // The api's request id: nginx did not answer the page from its files alone.
    assert.match(page.headers.get('x-request-id') ?? '', /\S/);
    assert.match(await page.text(), /<div id="root">/);
    const raw = await fetch(`${portalUrl}/index.html`);
    assert.equal(raw.status, 200);
    assert.equal(raw.headers.get('x-request-id'), null);
  });

  it('keeps immutable images in nginx and passes every list call to a replica', async () => {
    const { booklet, franchisee } = await newBooklet();
    const { coverImageId } = await uploadCover(
      franchisee,
      booklet.id,
      solidPng(236, 331, [215, 0, 35]),
    );
    assert.ok(coverImageId, 'the booklet names its cover');
    // A new cover is a new URL: nginx has never seen it.
    const cover = `${portalUrl}/api/v1/booklet/${booklet.id}/cover-image?size=10&cache=${coverImageId}`;
    const statuses = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(cover);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type'), /^image\//);
      await response.arrayBuffer();
      statuses.push(response.headers.get('x-cache-status'));
    }
    assert.deepEqual(statuses, ['MISS', 'HIT']);
    // Lists bypass the cache altogether, so many visitors' identical calls at once never queue
    // behind its lock (nginx lets them through in 500 ms steps).
    const lists = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${portalUrl}/api/v1/booklet`)),
    );
    for (const list of lists) {
      assert.equal(list.status, 200);
      assert.equal(list.headers.get('x-cache-status'), null);
      const ids = (await list.json()).map((entry) => entry.id);
      assert.ok(ids.includes(booklet.id), 'the list names the new booklet');
    }
  });
});
