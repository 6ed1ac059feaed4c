// `npm run dev`: contracts and api in watch mode, rspack dev servers with hot reload for the shell and every remote.
// Open http://localhost:3001 (the shell's dev server); the api listens on http://localhost:3000.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames } from './workspaces.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// The api imports the built contracts and runs from its own build: build both before the watchers start.
for (const workspace of ['shared-contracts', 'api']) {
  const first = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (first.status !== 0) process.exit(first.status ?? 1);
}

const processes = [
  [
    'contracts',
    'npx',
    ['tsc', '-w', '--preserveWatchOutput', '-p', 'shared-contracts/tsconfig.build.json'],
  ],
  ['api:tsc', 'npx', ['tsc', '-w', '--preserveWatchOutput', '-p', 'api/tsconfig.build.json']],
  ['api', process.execPath, ['--watch', '--watch-preserve-output', 'api/dist/main.js']],
  ['shell', 'npm', ['run', 'dev', '-w', 'shell', '--ignore-scripts']],
  ...(await remoteNames()).map((name) => [
    name,
    'npm',
    // The contracts are built and watched above: no pre-script builds them once more.
    ['run', 'dev', '-w', `mf-${name}`, '--ignore-scripts'],
  ]),
];

// The shell takes every remote from its dev server (hot reload), not from a production build.
const env = { ...process.env, WEB_ROOT: root, GB_DEV_REMOTES: (await remoteNames()).join(',') };

const children = processes.map(([label, command, args]) => {
  const child = spawn(command, args, { cwd: root, env });
  const prefix = `[${label}]`.padEnd(14);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) console.log(`${prefix}${line}`);
    });
  }
  return child;
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
