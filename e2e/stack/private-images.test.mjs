// What nginx's image cache must never do: keep an answer made for a logged-in caller (and serve
// it to the next visitor), or keep serving an image after it was deleted.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { BookletState, LOCALE_COOKIE } from '@gb/contracts';
import { eventually } from '@gb/test-kit';

import { day, newBooklet, uploadCover } from '../support/fixtures.mjs';
import { solidPng } from '../support/png.mjs';
import { portalUrl, skipReason } from '../support/session.mjs';

/** Status and nginx's cache status of a call, its body read. */
async function fetched(url, headers = {}) {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return [response.status, response.headers.get('x-cache-status')];
}

describe("nginx's image cache keeps only what any visitor may see", { skip: skipReason }, () => {
  it("never keeps a draft's cover fetched with a token, so visitors never get it", async () => {
    const { booklet, franchisee } = await newBooklet({
      state: BookletState.Draft,
      preOrderFromDate: day(300),
      orderFromDate: day(330),
    });
    const { coverImageId } = await uploadCover(
      franchisee,
      booklet.id,
      solidPng(236, 331, [0, 90, 160]),
    );
    const cover = `${portalUrl}/api/v1/booklet/${booklet.id}/cover-image?size=10&cache=${coverImageId}`;
    const staff = { Authorization: `Bearer ${franchisee.token}` };
    assert.deepEqual(await fetched(cover, staff), [200, 'BYPASS']);
    assert.deepEqual(await fetched(cover, staff), [200, 'BYPASS']);
    assert.equal((await fetched(cover))[0], 404, 'a visitor does not get the draft cover');
  });

  it('passes requests with a cookie, and stops serving a deleted cover within seconds', async () => {
    const { booklet, franchisee } = await newBooklet();
    const { coverImageId } = await uploadCover(
      franchisee,
      booklet.id,
      solidPng(236, 331, [20, 160, 60]),
    );
    const cover = `${portalUrl}/api/v1/booklet/${booklet.id}/cover-image?size=10&cache=${coverImageId}`;
    assert.deepEqual(await fetched(cover), [200, 'MISS']);
    assert.deepEqual(await fetched(cover), [200, 'HIT']);
    // A request with a cookie (the language a visitor chose) passes the cache.
    assert.deepEqual(await fetched(cover, { Cookie: `${LOCALE_COOKIE}=en-US` }), [200, 'BYPASS']);
    const removed = await fetch(`${portalUrl}/api/v1/booklet/${booklet.id}/cover-image`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${franchisee.token}` },
    });
    assert.equal(removed.status, 200);
    await eventually(async () => ((await fetched(cover))[0] === 404 ? true : undefined), {
      timeoutMs: 15_000,
      everyMs: 500,
      what: 'the deleted cover answering 404 through nginx',
    });
  });
});
