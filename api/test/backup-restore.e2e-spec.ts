// Also on the embedded database: an embedded backup archives the data folder itself, a server one dumps.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createDatabase, type Database } from '@gb/test-kit';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { backUp } from '../src/backup/backup.js';
import { restore } from '../src/backup/restore.js';
import { loadAppConfig } from '../src/config/load-app-config.js';
import { Attachment } from '../src/modules/files/entities/attachment.entity.js';
import { FILE_STORAGE, type FileStorage } from '../src/modules/files/storage/file-storage.js';
import { insertOrderBooklets, privateOrder } from './support/order-booklets.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const JWT_SECRET = 'backup-restore-test-secret-0123456789';

describe('backup and restore', () => {
  const folder = mkdtempSync(join(tmpdir(), 'gb-backup-test-'));
  let original: TestApp;
  let restored: TestApp | undefined;
  let freshDatabase: Database | undefined;

  afterAll(async () => {
    await restored?.close();
    await freshDatabase?.drop();
    await original?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores a backup into a fresh data folder with its orders and files', async () => {
    // Both apps start from nothing: the restored one from the archive alone.
    original = await startTestApp({ JWT_SECRET }, { fromNothing: true });
    const dataSource = original.app.get(DataSource);
    const booklets = await insertOrderBooklets(dataSource);
    const ordered = await request(original.server)
      .post('/api/v1/order')
      .send(privateOrder([{ bookletId: booklets.published.id, quantity: 3 }]))
      .expect(201);
    const [attachment] = await dataSource.getRepository(Attachment).find({ take: 1 });
    const bytes = await original.app.get<FileStorage>(FILE_STORAGE).read(attachment!.storageKey);
    expect(bytes?.length).toBeGreaterThan(0);

    const archive = join(folder, 'portal-backup.tar.gz');
    const sourceEnv = {
      DATA_DIR: original.dataDir,
      JWT_SECRET,
      ...(original.databaseUrl ? { DATABASE_URL: original.databaseUrl } : {}),
    };
    // A server is dumped while the portal runs; the embedded database once the portal stopped.
    if (!original.databaseUrl) await original.app.close();
    await backUp(loadAppConfig(sourceEnv), archive);

    const freshDir = join(folder, 'fresh');
    const serverUrl = process.env.DATABASE_URL;
    freshDatabase = serverUrl ? await createDatabase(serverUrl) : undefined;
    const targetEnv = {
      DATA_DIR: freshDir,
      JWT_SECRET,
      ...(freshDatabase ? { DATABASE_URL: freshDatabase.url } : {}),
    };
    await restore(loadAppConfig(targetEnv), archive);

    restored = await startTestApp(targetEnv, { fromNothing: true });
    const rows = await restored.app
      .get(DataSource)
      .query('SELECT display_order_id FROM customer_order WHERE id = $1', [ordered.body.id]);
    expect(rows).toEqual([{ display_order_id: ordered.body.displayOrderId }]);
    const restoredBytes = await restored.app
      .get<FileStorage>(FILE_STORAGE)
      .read(attachment!.storageKey);
    expect(restoredBytes?.equals(bytes!)).toBe(true);
    // The restored portal serves: its public lists answer.
    await request(restored.server).get('/api/v1/booklet').expect(200);
  });

  it('refuses to restore over a data folder that holds files', async () => {
    const archive = join(folder, 'portal-backup.tar.gz');
    const env = { DATA_DIR: original.dataDir, JWT_SECRET };
    await expect(restore(loadAppConfig(env), archive)).rejects.toThrow(
      /is not empty: restore into a fresh DATA_DIR/,
    );
  });
});
