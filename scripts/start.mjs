// `npm start`: build what is not built yet, then run the portal (api, shell and remotes) in one process.
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { contractsStale, staleBuilds } from './workspaces.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function build(workspace) {
  console.log(`Building ${workspace} …`);
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The contracts hold the route table that names the remotes to build.
if (contractsStale(root)) build('shared-contracts');
const stale = await staleBuilds(root);
if (stale.length > 0) {
  console.log(`Building (${stale.join(', ')} changed) …`);
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const api = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_ROOT: process.env.WEB_ROOT ?? root },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
