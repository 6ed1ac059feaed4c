// `npm run dev`: contracts and api in watch mode, rspack dev servers with hot reload for the shell and every remote.
// Open http://localhost:3001 (the shell's dev server); the api listens on http://localhost:3000.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames } from './workspaces.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const names = await remoteNames();

// The shell takes every remote from its dev server (hot reload), not from a production build.
const env = { ...process.env, WEB_ROOT: root, GB_DEV_REMOTES: names.join(',') };
const children = [];

/** Starts one process with its output prefixed; `ready` resolves on the first line matching `readyWhen`. */
function start(label, command, args, readyWhen) {
  const child = spawn(command, args, { cwd: root, env });
  children.push(child);
  const prefix = `[${label}]`.padEnd(14);
  let markReady;
  const ready = new Promise((resolve) => (markReady = resolve));
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        console.log(`${prefix}${line}`);
        if (readyWhen?.test(line)) markReady();
      }
    });
  }
  child.on('exit', (code) => {
    if (readyWhen) console.log(`${prefix}exited with ${code}`);
  });
  return ready;
}

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// tsc in watch mode writes every file of its first build. The api imports the built contracts and
// runs from its own build, so each watcher starts after the one it reads from has written its first
// build, and the api process starts last: it then starts once, and is not restarted by those first
// writes while a page already talks to it.
const watching = /Watching for file changes/;
await start(
  'contracts',
  'npx',
  ['tsc', '-w', '--preserveWatchOutput', '-p', 'shared-contracts/tsconfig.build.json'],
  watching,
);
// The rspack configurations read the built contracts; the dev servers need nothing from the api.
start('shell', 'npm', ['run', 'dev', '-w', 'shell', '--ignore-scripts']);
for (const name of names) {
  // The contracts are built and watched above: no pre-script builds them once more.
  start(name, 'npm', ['run', 'dev', '-w', `mf-${name}`, '--ignore-scripts']);
}
await start(
  'api:tsc',
  'npx',
  ['tsc', '-w', '--preserveWatchOutput', '-p', 'api/tsconfig.build.json'],
  watching,
);
start('api', process.execPath, ['--watch', '--watch-preserve-output', 'api/dist/main.js']);
