import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { jest } from '@jest/globals';

import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from './embedded-database-lock.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const MODULE = join(HERE, 'embedded-database-lock.ts');

/** Another process that takes the lock on `dbDir` and holds it until killed. */
async function holdInAnotherProcess(dbDir: string): Promise<ChildProcess> {
  const script =
    `import { lockEmbeddedDatabase } from ${JSON.stringify(MODULE)};` +
    `await lockEmbeddedDatabase(${JSON.stringify(dbDir)}, 'hold it');` +
    `process.stdout.write('held\\n'); setInterval(() => {}, 60_000);`;
  const child = spawn(
    process.execPath,
    ['--experimental-strip-types', '--no-warnings', '--input-type=module', '-e', script],
    { cwd: join(HERE, '..', '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(line.toString()).toBe('held\n');
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

// A holder is another Node process compiling TypeScript: its start alone can take seconds on a busy
// machine, beyond jest's 5 s default.
jest.setTimeout(60_000);

describe(lockEmbeddedDatabase.name, () => {
  let dataDir: string;
  let dbDir: string;
  const children: ChildProcess[] = [];

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gb-lock-'));
    dbDir = join(dataDir, 'db');
  });

  afterEach(async () => {
    await Promise.all(children.splice(0).map(kill));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses while another process holds the folder, however long its renewal has stood still', async () => {
    children.push(await holdInAnotherProcess(dbDir));
    // The holder's event loop stood still for five minutes (a long start on a busy machine).
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    utimesSync(`${dbDir}.lock`, fiveMinutesAgo, fiveMinutesAgo);

    const attempt = lockEmbeddedDatabase(dbDir, 'back up');
    await expect(attempt).rejects.toThrow(EmbeddedDatabaseInUse);
    await expect(attempt).rejects.toThrow(
      `The portal is running on ${dataDir}: its embedded database is one process's. Stop it, then back up, or give this one another DATA_DIR.`,
    );
  });

  it('takes over the lock of a process that was killed, at once', async () => {
    const holder = await holdInAnotherProcess(dbDir);
    await kill(holder);

    const release = await lockEmbeddedDatabase(dbDir, 'start this one');
    await expect(lockEmbeddedDatabase(dbDir, 'start this one')).rejects.toThrow(
      EmbeddedDatabaseInUse,
    );
    await release();
    await (
      await lockEmbeddedDatabase(dbDir, 'start this one')
    )();
  });

  it("lets one of several starts taking over a killed holder's lock have it, and refuses the others", async () => {
    const holder = await holdInAnotherProcess(dbDir);
    await kill(holder);

    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () => lockEmbeddedDatabase(dbDir, 'start')),
    );
    const taken = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(taken).toHaveLength(1);
    expect(refused).toHaveLength(7);
    for (const attempt of refused) {
      expect((attempt as PromiseRejectedResult).reason).toBeInstanceOf(EmbeddedDatabaseInUse);
    }
    await (taken[0] as PromiseFulfilledResult<() => Promise<void>>).value();
  });

  it('does not mistake an earlier holder that ended for the one taking the lock now', async () => {
    const earlier = await holdInAnotherProcess(dbDir);
    await kill(earlier);
    // A new holder has made the lock folder and not yet named itself; the earlier one's name is
    // still there.
    rmSync(`${dbDir}.lock`, { recursive: true });
    mkdirSync(`${dbDir}.lock`);

    await expect(lockEmbeddedDatabase(dbDir, 'restore')).rejects.toThrow(EmbeddedDatabaseInUse);
  });

  it('takes over a lock whose holder never named itself, a minute on', async () => {
    mkdirSync(dbDir, { recursive: true });
    mkdirSync(`${dbDir}.lock`);
    writeFileSync(`${dbDir}.lock.holder`, JSON.stringify({ host: hostname() }));
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    utimesSync(`${dbDir}.lock`, twoMinutesAgo, twoMinutesAgo);

    await (
      await lockEmbeddedDatabase(dbDir, 'start this one')
    )();
  });
});
