// `npm run bench -- <name>`: runs one benchmark; each prints its figures against a baseline measured in the same run.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { smoke } from './support/smoke.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(join(here, 'benchmarks'))
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.replace(/\.mjs$/, ''));
const names = process.argv.slice(2);

if (names.length === 0 || names.some((name) => !available.includes(name))) {
  console.error(`usage: npm run bench -- <${available.join('|')}> [...]`);
  process.exit(2);
}

let failed = false;
for (const name of names) {
  const { run } = await import(join(here, 'benchmarks', `${name}.mjs`));
  console.log(`\n# bench ${name}`);
  const ok = await run();
  console.log(`# bench ${name}: ${ok ? 'on target' : 'target missed'}`);
  if (!ok) failed = true;
}
// A smoke run (BENCH_SMOKE=1) proves that each benchmark runs to its end; its tiny numbers do not
// count against the targets. A benchmark that throws fails either way.
process.exit(failed && !smoke ? 1 : 0);
