// Cuts one part out of a message catalogue: `de-CH.ts?part=first-load` keeps the top-level
// groups Home's first screen needs, `?part=remaining` every other group. The catalogue stays
// one file, the one source of the wording; only what the bundle carries at first changes.
import { transformSync } from '@swc/core';

import { FIRST_LOAD_GROUPS } from './catalogue-parts.mjs';

const PARTS = {
  'first-load': (group) => FIRST_LOAD_GROUPS.includes(group),
  remaining: (group) => !FIRST_LOAD_GROUPS.includes(group),
};

async function evaluate(typescriptSource) {
  const { code } = transformSync(typescriptSource, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

export default function cataloguePartLoader(source) {
  const done = this.async();
  const part = new URLSearchParams(this.resourceQuery.slice(1)).get('part');
  const inPart = PARTS[part];
  if (!inPart) {
    done(new Error(`Unknown catalogue part "${part}" (known: ${Object.keys(PARTS).join(', ')})`));
    return;
  }
  evaluate(source).then((module) => {
    const lines = Object.entries(module).map(([name, catalogue]) => {
      const picked = Object.fromEntries(Object.entries(catalogue).filter(([g]) => inPart(g)));
      return `export const ${name} = ${JSON.stringify(picked)};`;
    });
    done(null, lines.join('\n'));
  }, done);
}
