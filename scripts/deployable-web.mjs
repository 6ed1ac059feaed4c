// `npm run deployable-web -- <folder>` (after `npm run build`): the web image's files as nginx
// serves them, in a folder of its own, laid out by where the image puts each part:
//   html/                            the web root: the shell, and each remote of the route table
//                                    under mf/<name>/ (/usr/share/nginx/html)
//   conf.d/default.conf              the server block, docker/nginx.conf (/etc/nginx/conf.d)
//   templates/remotes.json.template  /remotes.json with one REMOTE_<NAME>_URL each, filled in by
//                                    the image's entrypoint at start (/etc/nginx/templates)
// Source maps stay in the builds: the public gets none, as from the api (SOURCE_MAPS=off).
// The web image copies this folder and nothing else.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { remoteNames } from './workspaces.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [target] = process.argv.slice(2);
if (!target) {
  console.error('Usage: npm run deployable-web -- <folder>');
  process.exit(2);
}
const out = resolve(process.env.INIT_CWD ?? process.cwd(), target);
const remotes = await remoteNames();
const builds = [
  ['shell/dist/index.html', ''],
  ...remotes.map((name) => [`mf-${name}/dist/remoteEntry.js`, `mf/${name}`]),
];
for (const [built] of builds) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run npm run build first`);
    process.exit(1);
  }
}

rmSync(out, { recursive: true, force: true });
const html = join(out, 'html');
for (const [built, place] of builds) {
  cpSync(join(root, dirname(built)), join(html, place), {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  });
}
mkdirSync(join(out, 'conf.d'), { recursive: true });
cpSync(join(root, 'docker/nginx.conf'), join(out, 'conf.d/default.conf'));
mkdirSync(join(out, 'templates'), { recursive: true });
const entries = Object.fromEntries(
  remotes.map((name) => [name, `\${REMOTE_${name.toUpperCase()}_URL}`]),
);
writeFileSync(
  join(out, 'templates/remotes.json.template'),
  `${JSON.stringify(entries, null, 2)}\n`,
);
console.log(`The web image's files are in ${out}`);
