import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadAppConfig } from '../src/config/load-app-config.js';
import { fileStorageFor } from '../src/modules/files/storage/file-storage.provider.js';
import { LocalFileStorage } from '../src/modules/files/storage/local-file-storage.js';
import { moveLocalFiles } from '../src/modules/files/storage/move-local-files.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';

describe('moving local files into the bucket', () => {
  let s3: TestS3Server;
  const dataDir = mkdtempSync(join(tmpdir(), 'gb-move-'));

  beforeAll(async () => {
    s3 = await startS3Server();
  });

  afterAll(async () => {
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('moves every file under the same key, leaves no file on disk, and skips unfinished writes', async () => {
    const local = new LocalFileStorage(dataDir);
    const original = Buffer.alloc(3 * 1024 * 1024, 7);
    await local.write('attachments/41.jpg', original);
    await local.write('derivatives/41-10.jpg', Buffer.from('small'));
    writeFileSync(join(dataDir, 'files', 'attachments', '42.jpg.123.456.part'), 'half');

    const bucket = fileStorageFor(
      loadAppConfig({ ...s3.env, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }),
    );
    const moved = await moveLocalFiles(dataDir, bucket);

    expect(moved).toBe(2);
    expect((await bucket.read('attachments/41.jpg'))?.equals(original)).toBe(true);
    expect((await bucket.read('derivatives/41-10.jpg'))?.toString()).toBe('small');
    expect(await bucket.read('attachments/42.jpg.123.456.part')).toBeNull();
    expect(readdirSync(join(dataDir, 'files', 'attachments'))).toEqual(['42.jpg.123.456.part']);
    expect(readdirSync(join(dataDir, 'files', 'derivatives'))).toEqual([]);
  });

  it('answers null for a key the bucket does not hold, and removing it is not an error', async () => {
    const bucket = fileStorageFor(
      loadAppConfig({ ...s3.env, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }),
    );
    expect(await bucket.read('attachments/none.jpg')).toBeNull();
    expect(await bucket.stream('attachments/none.jpg')).toBeNull();
    await expect(bucket.remove('attachments/none.jpg')).resolves.toBeUndefined();
    expect(await bucket.reachable()).toBe(true);
  });
});
