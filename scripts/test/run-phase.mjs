// Runs one phase's command in a process group of its own: its output is kept for the counts (and
// shown as it comes, or whole at its end); past its time limit the whole group is ended.
import { spawn } from 'node:child_process';

const running = new Set();

/** Ends every running phase's group (the test command was interrupted). */
export function endRunningPhases(signal = 'SIGTERM') {
  for (const child of running) signalGroup(child, signal);
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * `live`: its output goes to the terminal as it comes; otherwise (another phase runs beside it)
 * it is kept and answered whole, to be printed in one piece.
 */
export function runPhase(phase, { cwd, env, live = true }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, ...args] = phase.command;
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let output = '';
    const tee = (stream) => (chunk) => {
      output += chunk;
      if (live) stream.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    let timedOut = false;
    const limit = setTimeout(() => {
      timedOut = true;
      process.stderr.write(`\n!!! ${phase.title}: over its ${phase.minutes} minutes, ended\n`);
      signalGroup(child, 'SIGTERM');
      setTimeout(() => signalGroup(child, 'SIGKILL'), 20_000).unref();
    }, phase.minutes * 60_000);
    child.once('close', (code, signal) => {
      clearTimeout(limit);
      running.delete(child);
      resolve({
        code: code ?? 1,
        signal,
        timedOut,
        output,
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}
