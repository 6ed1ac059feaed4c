import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';

import { freePort } from './free-port.js';
import { stopProcess, waitForAnswer } from './wait-for.js';

export interface StartApiOptions {
  /** The repository whose built api (`api/dist/main.js`) runs, and the api's working folder. */
  repositoryRoot: string;
  /** Another build of the api to run (a deployable folder's `api/dist/main.js`). */
  main?: string;
  /** The api's DATA_DIR. */
  dataDir: string;
  /**
   * Environment over this process's own, without its DATABASE_URL: the api runs on the embedded
   * database unless `env` names one.
   */
  env?: NodeJS.ProcessEnv;
  /** A port of its own (a free one otherwise). */
  port?: number;
  /** What must answer 2xx before the api counts as started (`/api/v1/health`). */
  readyPath?: string;
  timeoutMs?: number;
  /** Each line the api writes, as it comes. */
  log?: (line: string) => void;
}

export interface ApiProcess {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the api wrote so far. */
  output(): string;
  /** SIGTERM (the api finishes what is in flight), then SIGKILL after the grace time. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts the built api as its own process and waits until it answers. */
export async function startApi(options: StartApiOptions): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _server, ...inherited } = process.env;
  const main = options.main ?? join(options.repositoryRoot, 'api/dist/main.js');
  const child = spawn(process.execPath, [main], {
    cwd: options.main ? dirname(main) : options.repositoryRoot,
    env: {
      ...inherited,
      PUBLIC_URL: url,
      ...options.env,
      PORT: String(port),
      DATA_DIR: options.dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk;
    for (const line of String(chunk).trimEnd().split('\n')) options.log?.(line);
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  try {
    await waitForAnswer(`${url}${options.readyPath ?? '/api/v1/health'}`, {
      child,
      name: 'the api',
      timeoutMs: options.timeoutMs,
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return {
    url,
    port,
    pid: child.pid ?? 0,
    dataDir: options.dataDir,
    child,
    output: () => output,
    stop: (graceMs) => stopProcess(child, graceMs),
  };
}
