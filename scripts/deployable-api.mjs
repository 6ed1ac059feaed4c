// `npm run deployable-api -- <folder>` (after `npm run build`): the api as it is deployed, in a
// folder of its own: its build, the contracts' build it imports, and its production dependencies
// from the lock (`npm ci --omit=dev` of the api's workspace), the invoice's font, no front-end or test package. It
// runs from anywhere with `node <folder>/api/dist/main.js`; the api image copies it and nothing else.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [target] = process.argv.slice(2);
if (!target) {
  console.error('Usage: npm run deployable-api -- <folder>');
  process.exit(2);
}
const out = resolve(process.env.INIT_CWD ?? process.cwd(), target);
for (const built of ['api/dist/main.js', 'shared-contracts/dist/index.js']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run npm run build first`);
    process.exit(1);
  }
}

// The install sees the whole workspace (the lock names every package.json) but keeps the api's.
const staging = mkdtempSync(join(tmpdir(), 'gb-deployable-api-'));
try {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const file of [
    'package.json',
    'package-lock.json',
    ...manifest.workspaces.map((workspace) => `${workspace}/package.json`),
  ]) {
    mkdirSync(dirname(join(staging, file)), { recursive: true });
    cpSync(join(root, file), join(staging, file));
  }
  const install = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--workspace=api', '--no-audit', '--no-fund'],
    { cwd: staging, stdio: 'inherit' },
  );
  if (install.status !== 0) process.exit(install.status ?? 1);

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // The workspace links point into the repository: the contracts become a copy of their build.
  cpSync(join(staging, 'node_modules'), join(out, 'node_modules'), {
    recursive: true,
    filter: (source) => !source.startsWith(join(staging, 'node_modules', '@gb')),
  });
  const contracts = join(out, 'node_modules/@gb/contracts');
  cpSync(join(root, 'shared-contracts/package.json'), join(contracts, 'package.json'));
  cpSync(join(root, 'shared-contracts/dist'), join(contracts, 'dist'), { recursive: true });
  cpSync(join(root, 'api/package.json'), join(out, 'api/package.json'));
  cpSync(join(root, 'api/dist'), join(out, 'api/dist'), { recursive: true });
  // The invoice's embedded font, read beside dist at run time.
  cpSync(join(root, 'api/fonts'), join(out, 'api/fonts'), { recursive: true });
  if (existsSync(join(staging, 'api/node_modules'))) {
    cpSync(join(staging, 'api/node_modules'), join(out, 'api/node_modules'), { recursive: true });
  }
  console.log(`The api as deployed is in ${out}: node ${join(out, 'api/dist/main.js')}`);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
