import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

import { Logger } from '@nestjs/common';
import lockfile from 'proper-lockfile';

/**
 * When the lock's renewal stopped this long ago, and its holder cannot be asked (another machine
 * sharing the folder), it is taken over. A holder on this machine is asked instead: its event loop
 * may stand still for many seconds (PGlite compiles its WebAssembly on start) while it holds the
 * folder, so the renewal's age alone never decides here.
 */
const STALE_MS = 60 * 60_000;
/** A lock whose holder never wrote its name (it died right after taking it) is free after this. */
const UNNAMED_MS = 60_000;
/** A takeover lasts milliseconds; one left by a process that died during it is free after this. */
const TAKEOVER_STALE_MS = 10_000;

/** The embedded database of a data folder is held by another process (a running portal). */
export class EmbeddedDatabaseInUse extends Error {
  constructor(dataDir: string, wanted: string) {
    super(
      `The portal is running on ${dataDir}: its embedded database is one process's. ` +
        `Stop it, then ${wanted}, or give this one another DATA_DIR.`,
    );
    this.name = 'EmbeddedDatabaseInUse';
  }
}

/**
 * Who holds a lock: the process, its machine, when it started (a reused pid differs), and the
 * lock folder it took (a holder file left by an earlier lock names another).
 */
interface Holder {
  pid: number;
  host: string;
  started: string | null;
  lock: string;
}

/** The folders this process holds now. */
const heldHere = new Set<string>();

const lockPath = (dbDir: string) => `${dbDir}.lock`;
const holderPath = (dbDir: string) => `${dbDir}.lock.holder`;

/** A process's start time since boot (Linux), which tells a reused pid from the holder. */
function startedAt(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(dbDir: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(holderPath(dbDir), 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

/** One lock folder, told apart from an earlier one that had the same inode. */
function lockIdentity(dbDir: string): string {
  const lock = statSync(lockPath(dbDir), { bigint: true });
  return `${lock.ino}:${lock.birthtimeNs}`;
}

/** Whether the lock on `dbDir` was left by a process that no longer runs. */
function holderIsGone(dbDir: string): boolean {
  let identity: string;
  try {
    identity = lockIdentity(dbDir);
  } catch {
    return true;
  }
  const holder = readHolder(dbDir);
  if (holder?.lock !== identity) {
    return Date.now() - statSync(lockPath(dbDir)).mtimeMs > UNNAMED_MS;
  }
  if (holder.host !== hostname()) return false;
  if (holder.pid === process.pid) return !heldHere.has(dbDir);
  if (!isRunning(holder.pid)) return true;
  const started = startedAt(holder.pid);
  return holder.started !== null && started !== null && started !== holder.started;
}

function takeLock(dbDir: string): Promise<() => Promise<void>> {
  return lockfile.lock(dbDir, {
    lockfilePath: lockPath(dbDir),
    realpath: false,
    stale: STALE_MS,
    // The lock is renewed while held; when that fails (its folder was removed), say so and go on.
    onCompromised: (error) =>
      new Logger('EmbeddedDatabase').error(`The data folder's lock was lost: ${error.message}`),
  });
}

/**
 * Takes over the lock on `dbDir` when its holder is gone, one process at a time: the judgement and
 * the removal happen under a second, short-lived lock, so two processes that both found the holder
 * gone never both remove a lock and take it (the second finds the first one's lock and is refused).
 */
async function takeOverLeftLock(dbDir: string, wanted: string): Promise<() => Promise<void>> {
  // proper-lockfile tells its locks apart by the file locked, so the takeover locks a name of its own.
  const endTakeover = await lockfile.lock(`${dbDir}.takeover`, {
    realpath: false,
    stale: TAKEOVER_STALE_MS,
    retries: { retries: 100, minTimeout: 20, maxTimeout: 200 },
  });
  try {
    if (!holderIsGone(dbDir)) throw new EmbeddedDatabaseInUse(dirname(dbDir), wanted);
    rmSync(lockPath(dbDir), { recursive: true, force: true });
    return await takeLock(dbDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new EmbeddedDatabaseInUse(dirname(dbDir), wanted);
  } finally {
    await endTakeover();
  }
}

/**
 * Takes the embedded database folder `dbDir` (`$DATA_DIR/db`) for this process: the portal while
 * it runs, a backup or a restore while it works. Another process asking gets
 * EmbeddedDatabaseInUse naming what it wanted to do; a lock left by a process that ended (killed,
 * crashed) is taken over. Answers the release.
 */
export async function lockEmbeddedDatabase(
  dbDir: string,
  wanted: string,
): Promise<() => Promise<void>> {
  mkdirSync(dbDir, { recursive: true, mode: 0o700 });
  let release: () => Promise<void>;
  try {
    release = await takeLock(dbDir);
  } catch (error) {
    const locked = (error as NodeJS.ErrnoException).code === 'ELOCKED';
    if (!locked) throw error;
    release = await takeOverLeftLock(dbDir, wanted);
  }
  const holder: Holder = {
    pid: process.pid,
    host: hostname(),
    started: startedAt(process.pid),
    lock: lockIdentity(dbDir),
  };
  writeFileSync(holderPath(dbDir), JSON.stringify(holder), { mode: 0o600 });
  heldHere.add(dbDir);
  return async () => {
    heldHere.delete(dbDir);
    rmSync(holderPath(dbDir), { force: true });
    await release();
  };
}
