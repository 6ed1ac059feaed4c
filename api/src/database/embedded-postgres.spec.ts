import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { backUp } from '../backup/backup.js';
import { loadAppConfig } from '../config/load-app-config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/** Inodes of the TCP sockets this process listens on (Linux: /proc). */
function listeningTcpInodes(): Set<string> {
  const own = new Set(
    readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`);
        } catch {
          return '';
        }
      })
      .map((link) => /^socket:\[(\d+)\]$/.exec(link)?.[1])
      .filter((inode): inode is string => inode !== undefined),
  );
  const listening = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[3] === '0A')
      .map((columns) => columns[9]!),
  );
  return new Set(listening.filter((inode) => own.has(inode)));
}

describe(startEmbeddedPostgres.name, () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gb-embedded-'));
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  // PGlite compiles its WebAssembly on start: seconds alone, much longer beside other test workers.
  it('answers on a Unix socket only its user may reach, and on no TCP port', async () => {
    const before = listeningTcpInodes();
    const server = await startEmbeddedPostgres(join(dataDir, 'db'));
    try {
      expect(listeningTcpInodes()).toEqual(before);
      const folder = new URLSearchParams(server.url.split('?')[1]).get('host')!;
      expect(folder).toBe(join(dataDir, 'run'));
      expect(statSync(folder).mode & 0o777).toBe(0o700);
      expect(statSync(join(folder, '.s.PGSQL.5432')).mode & 0o777).toBe(0o600);
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query('SELECT 1 + 1 AS two');
      await client.end();
      expect(rows).toEqual([{ two: 2 }]);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('refuses a second portal and a backup on a data folder whose portal runs, saying so', async () => {
    const server = await startEmbeddedPostgres(join(dataDir, 'db'));
    const running = `The portal is running on ${dataDir}`;
    try {
      await expect(startEmbeddedPostgres(join(dataDir, 'db'))).rejects.toThrow(
        `${running}: its embedded database is one process's. Stop it, then start this one, or give this one another DATA_DIR.`,
      );
      const config = loadAppConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });
      await expect(backUp(config, join(dataDir, 'backup.tar.gz'))).rejects.toThrow(
        `${running}: its embedded database is one process's. Stop it, then back up`,
      );
      // The running portal still answers.
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      expect((await client.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
      await client.end();
    } finally {
      await server.stop();
    }
    // Stopped, the folder is free again.
    const next = await startEmbeddedPostgres(join(dataDir, 'db'));
    await next.stop();
  }, 120_000);
});
