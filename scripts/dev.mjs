// `npm run dev`: the contracts and the api in watch mode, and rspack dev servers with Fast Refresh
// for the shell and every remote. Open http://localhost:3001 (the shell's dev server); the api
// listens on PORT (3000), and every dev server's proxy follows it.
// `npm run dev -w mf-vouchers` (`node scripts/dev.mjs vouchers`): the shell's and that remote's dev
// servers, against a portal already running on PORT (`npm start`), which answers the api and
// serves the other remotes. Either stops at once, saying why, when a port it needs is taken.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { API_ORIGIN, API_PORT, REMOTE_DEV_PORTS, SHELL_DEV_PORT } from '@gb/shell/build';

import { remoteNames } from './workspaces.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const allRemotes = await remoteNames();
const alone = process.argv[2];
if (alone && !allRemotes.includes(alone)) {
  console.error(`No remote is named "${alone}"; the remotes are ${allRemotes.join(', ')}.`);
  process.exit(1);
}
const names = alone ? [alone] : allRemotes;

/** Whether a program listens on the port (as the api does, on every interface). */
function isTaken(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, () => probe.close(() => resolve(false)));
  });
}

const wanted = [
  ...(alone ? [] : [{ port: API_PORT, what: 'the api', elsewhere: true }]),
  { port: SHELL_DEV_PORT, what: "the shell's dev server" },
  ...names.map((name) => ({ port: REMOTE_DEV_PORTS[name], what: `mf-${name}'s dev server` })),
];
const taken = [];
for (const entry of wanted) if (await isTaken(entry.port)) taken.push(entry);
if (taken.length > 0) {
  for (const { port, what, elsewhere } of taken) {
    const instead = elsewhere ? `, or give the api another: PORT=${port + 100} npm run dev` : '';
    console.error(`Port ${port} (${what}) is taken by another program. Stop it${instead}.`);
  }
  process.exit(1);
}

if (alone) {
  const answers = await fetch(`${API_ORIGIN}/api/v1/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (!answers) {
    console.error(
      `No portal answers on ${API_ORIGIN}. Start one first (npm start; PORT=… for another port, the same for both commands).`,
    );
    process.exit(1);
  }
}

// The shell takes these remotes from their dev servers (hot reload), the others from the api.
const env = { ...process.env, WEB_ROOT: root, GB_DEV_REMOTES: names.join(',') };
const children = [];

/** Starts one process with its output prefixed; `ready` resolves on the first line matching `readyWhen`. */
function start(label, command, args, { readyWhen, cwd = root } = {}) {
  const child = spawn(command, args, { cwd, env });
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

/** A workspace's rspack dev server. */
function serve(label, workspace) {
  start(label, 'npx', ['rspack', 'serve', '--mode', 'development'], {
    cwd: join(root, workspace),
  });
}

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

if (alone) {
  serve('shell', 'shell');
  serve(alone, `mf-${alone}`);
  console.log(`Open http://localhost:${SHELL_DEV_PORT} (mf-${alone} from its dev server).`);
} else {
  // tsc in watch mode writes every file of its first build. The api imports the built contracts
  // and runs from its own build, so each watcher starts after the one it reads from has written
  // its first build, and the api process starts last: it then starts once, and is not restarted
  // by those first writes while a page already talks to it.
  const watching = /Watching for file changes/;
  await start(
    'contracts',
    'npx',
    ['tsc', '-w', '--preserveWatchOutput', '-p', 'shared-contracts/tsconfig.build.json'],
    { readyWhen: watching },
  );
  // The rspack configurations read the built contracts; the dev servers need nothing from the api.
  serve('shell', 'shell');
  for (const name of names) serve(name, `mf-${name}`);
  await start(
    'api:tsc',
    'npx',
    ['tsc', '-w', '--preserveWatchOutput', '-p', 'api/tsconfig.build.json'],
    { readyWhen: watching },
  );
  start('api', process.execPath, ['--watch', '--watch-preserve-output', 'api/dist/main.js']);
}
