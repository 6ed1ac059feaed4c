import type { ChildProcess } from 'node:child_process';

export interface WaitForAnswerOptions {
  /** A process whose exit ends the wait at once (it will never answer). */
  child?: ChildProcess;
  /** What answers, for the error message. */
  name?: string;
  timeoutMs?: number;
}

/** Waits until `url` answers 2xx: polls it, and fails at once when `child` exits. */
export async function waitForAnswer(
  url: string,
  options: WaitForAnswerOptions = {},
): Promise<void> {
  const { child, name = url, timeoutMs = 120_000 } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `${name} exited (${child.exitCode ?? child.signalCode}) before ${url} answered`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}

/** Sends SIGTERM, waits up to `graceMs` for the exit, then kills. */
export async function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([exited, late]);
  clearTimeout(timer);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}

export interface EventuallyOptions {
  timeoutMs?: number;
  everyMs?: number;
  /** What is waited for, for the error message. */
  what?: string;
}

/**
 * Asks `probe` until it answers something other than undefined (a mail written after the answer,
 * a list that caught up) and answers that; fails after `timeoutMs`. A test waits for a condition
 * this way, never for a time.
 */
export async function eventually<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  options: EventuallyOptions = {},
): Promise<T> {
  const { timeoutMs = 10_000, everyMs = 50, what = 'the condition' } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not come true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
