// Load from wrk (Debian's package): a C client in a process of its own, so what a benchmark
// measures is the server, not the JavaScript parsing of the answers in the server's own thread.
// With two cores or more, wrk runs on the last one and this process (the servers measured) on
// the others: on a small machine the two would otherwise take turns on each core, and the
// figures would follow the scheduler more than the servers.
import { execFile, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

export const wrkMissing = spawnSync('wrk', ['--version']).error
  ? 'wrk is not installed (apt-get install wrk)'
  : false;

const cores = availableParallelism();
const canPin = cores >= 2 && !spawnSync('taskset', ['-V']).error;
const LOAD_CORE = String(cores - 1);

/**
 * Keeps this process (every thread of it) off the core wrk runs on, until the returned function
 * puts it back where it was: a later benchmark of the same run (`npm run bench -- a b`) gets
 * every core again.
 */
export function pinApartFromLoad() {
  if (!canPin) return () => undefined;
  const pid = String(process.pid);
  const before = /affinity mask: ([0-9a-f]+)/.exec(
    spawnSync('taskset', ['-p', pid], { encoding: 'utf8' }).stdout,
  )?.[1];
  spawnSync('taskset', ['-a', '-p', '-c', `0-${cores - 2}`, pid]);
  return () => {
    if (before) spawnSync('taskset', ['-a', '-p', before, pid]);
  };
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function milliseconds(text) {
  const [, value, unit] = text.match(/^([\d.]+)(us|ms|s|m)$/);
  return Number(value) * UNIT_MS[unit];
}

function count(output, pattern) {
  const match = output.match(pattern);
  return match ? match.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0;
}

/** What wrk printed, as numbers: requests per second, latency percentiles in ms, failures. */
export function parseWrk(output) {
  const percentile = (p) => milliseconds(output.match(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm'))[1]);
  return {
    rate: Number(output.match(/Requests\/sec:\s+([\d.]+)/)[1]),
    p50: percentile(50),
    p99: percentile(99),
    failures:
      count(output, /Non-2xx or 3xx responses: (\d+)/) +
      count(output, /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/),
  };
}

/**
 * `connections` connections asking for `url` for `seconds`, each again as soon as answered.
 * Answers `{ rate, p50, p99, failures }`.
 */
export async function wrk(url, { connections, seconds, headers = {} }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const [command, ...prefix] = canPin ? ['taskset', '-c', LOAD_CORE, 'wrk'] : ['wrk'];
  const { stdout } = await promisify(execFile)(command, [...prefix, ...args, url]);
  return parseWrk(stdout);
}
