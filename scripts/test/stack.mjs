// `npm run stack` started once for every phase that tests what the two-replica deployment adds,
// and stopped at the end the way its README line says: Ctrl-C stops all it started and drops its
// database. That stop is checked and counted as a test of its own.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const STARTED_WITHIN_MS = 240_000;
const STOPPED_WITHIN_MS = 90_000;

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition, withinMs, what) {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts `npm run stack`; answers the environment naming it (GB_STACK) and its stop check. */
export async function startStackOnce(repositoryRoot, log) {
  const { freePort, onServer, serverUrl } = await import('@gb/test-kit');
  const folder = mkdtempSync(join(tmpdir(), 'gb-stack-run-'));
  const description = join(folder, 'stack.json');
  // Its own process group, so Ctrl-C reaches it as a terminal sends it: to the group.
  const child = spawn('npm', ['run', 'stack'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      STACK_PORT: String(await freePort()),
      STACK_DESCRIPTION: description,
      // Every test's calls come from this machine's one address (see e2e/run.mjs).
      LOGIN_RATE_LIMIT: '100000',
      ORDER_RATE_LIMIT: '100000',
      RESET_PASSWORD_RATE_LIMIT: '100000',
      WALLET_LINK_RATE_LIMIT: '100000',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (chunk) => {
    output += chunk;
    log?.(String(chunk));
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  /** A signal to the stack's group, if it still runs. */
  const signal = (name) => {
    if (!running()) return;
    try {
      process.kill(-child.pid, name);
    } catch (error) {
      if (error.code !== 'ESRCH') throw error;
    }
  };
  try {
    await until(
      () => existsSync(description) || child.exitCode !== null,
      STARTED_WITHIN_MS,
      'npm run stack did not start',
    );
    if (!existsSync(description)) throw new Error(`npm run stack exited (${child.exitCode})`);
  } catch (error) {
    signal('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`${error.message}\n${output.slice(-4000)}`, { cause: error });
  }
  const stack = JSON.parse(readFileSync(description, 'utf8'));

  /** Ctrl-C to the group: everything it started ends, and its database is gone. */
  async function stopAndCheck() {
    const server = serverUrl();
    const databaseGone = async () => {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
          new URL(stack.databaseUrl).pathname.slice(1),
        ]);
        return rowCount === 0;
      } finally {
        await client.end();
      }
    };
    try {
      if (!running()) {
        throw new Error(
          `npm run stack ended before it was stopped (${child.exitCode ?? child.signalCode})`,
        );
      }
      signal('SIGINT');
      const { code, signal: ended } = await Promise.race([
        exited,
        new Promise((_, reject) =>
          setTimeout(
            () => reject(new Error('npm run stack did not exit after Ctrl-C')),
            STOPPED_WITHIN_MS,
          ),
        ),
      ]);
      if (code !== 130 && ended !== 'SIGINT') {
        throw new Error(`npm run stack ended with ${code ?? ended} after Ctrl-C, not 130`);
      }
      const left = stack.processes.filter(({ pid }) => alive(pid)).map(({ name }) => name);
      if (left.length > 0) throw new Error(`still running after Ctrl-C: ${left.join(', ')}`);
      const origins = [stack.url, ...stack.apiPorts.map((port) => `http://127.0.0.1:${port}`)];
      for (const origin of origins) {
        const answered = await fetch(`${origin}/api/v1/health`).then(
          () => true,
          () => false,
        );
        if (answered) throw new Error(`${origin} still answers after Ctrl-C`);
      }
      await until(databaseGone, 10_000, `its database ${stack.databaseUrl} was not dropped`);
      return { ok: true };
    } catch (error) {
      signal('SIGKILL');
      await onServer(
        server,
        `DROP DATABASE IF EXISTS ${new URL(stack.databaseUrl).pathname.slice(1)} WITH (FORCE)`,
      ).catch(() => undefined);
      return { ok: false, why: `${error.message}\n${output.slice(-4000)}` };
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }

  return { env: { GB_STACK: description }, stack, stopAndCheck, folder };
}
