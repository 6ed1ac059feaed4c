// An upload through the dashboard lands in the S3 bucket both replicas share, not on the disk of
// the replica that took it, and comes back through nginx whole, whichever replica reads it.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { DEMO } from '@gb/test-kit';

import { newBooklet } from '../support/fixtures.mjs';
import { loginAs } from '../support/login.mjs';
import { solidPng } from '../support/png.mjs';
import { portalUrl, useBrowser } from '../support/session.mjs';
import { databaseRows, s3Object, stack, stackSkipReason } from '../support/stack-description.mjs';

describe('an upload to S3 and its download through nginx', { skip: stackSkipReason }, () => {
  const openPage = useBrowser();

  it("stores a booklet's cover uploaded in the dashboard in S3 and serves it back", async () => {
    const { booklet, franchisee, name } = await newBooklet();
    // A colour of its own, so these bytes are this test's cover and no other's.
    const cover = {
      name: 'titelbild.png',
      mimeType: 'image/png',
      buffer: solidPng(236, 331, [randomInt(256), randomInt(256), randomInt(256)]),
    };
    const { page } = await openPage();
    await loginAs(page, DEMO.franchisee);
    await page.goto(`${portalUrl}/dashboard/booklets/${booklet.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const row = page.getByRole('group', { name: `Titelbild ${name}` });
    await row.getByRole('button', { name: 'Hochladen' }).click();
    const dialog = page.getByRole('dialog', { name: `Titelbild ${name}` });
    await dialog.getByLabel('Dateien auswählen').setInputFiles(cover);
    await dialog.waitFor({ state: 'detached' });

    // The preview is decoded: its bytes came back through nginx from the bucket.
    const preview = row.getByRole('img', { name: `Vorschau: Titelbild ${name}` });
    await preview.waitFor();
    await page.waitForFunction(
      (img) => img.complete && img.naturalWidth > 0,
      await preview.elementHandle(),
    );

    // The page's download (with the token, through nginx) is the uploaded file as it was.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Herunterladen' }).click(),
    ]);
    assert.ok((await readFile(await download.path())).equals(cover.buffer), 'the same bytes');

    const { coverImageId } = await franchisee.get(`booklet/${booklet.id}`);
    const [attachment] = await databaseRows(
      'SELECT storage_key AS "storageKey" FROM attachment WHERE id = $1',
      [coverImageId],
    );
    assert.ok(attachment, 'the cover is an attachment');
    const stored = await s3Object(attachment.storageKey);
    assert.ok(stored?.equals(cover.buffer), `${attachment.storageKey} in the bucket, whole`);
    // The replicas' shared folder holds mails only: a file kept there would be one replica's.
    assert.equal(existsSync(join(stack.dataDir, 'files', attachment.storageKey)), false);
    assert.equal(existsSync(join(stack.dataDir, 'files')), false);
    await page.close();
  });
});
