// Assembles the static front end as nginx serves it: the shell at the root, each remote of the
// route table under mf/<name>/, and the template of /remotes.json (one REMOTE_<NAME>_URL each).
// Usage: node scripts/web-root.mjs <web root> <template folder>
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { remoteNames } from './workspaces.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [webRoot, templateDir] = process.argv.slice(2);
if (!webRoot || !templateDir) {
  console.error('Usage: node scripts/web-root.mjs <web root> <template folder>');
  process.exit(2);
}

const remotes = await remoteNames();
cpSync(join(root, 'shell/dist'), webRoot, { recursive: true });
for (const name of remotes) {
  cpSync(join(root, `mf-${name}/dist`), join(webRoot, 'mf', name), { recursive: true });
}
mkdirSync(templateDir, { recursive: true });
const entries = Object.fromEntries(
  remotes.map((name) => [name, `\${REMOTE_${name.toUpperCase()}_URL}`]),
);
writeFileSync(join(templateDir, 'remotes.json.template'), `${JSON.stringify(entries, null, 2)}\n`);
