// Cuts one part out of a message catalogue: `de-CH.ts?part=first-load` keeps the wording Home's
// first screen needs, `?part=remaining` all the rest. The catalogue stays one file, the one
// source of the wording; only what the bundle carries at first changes.
import { transformSync } from '@swc/core';

import { splitCatalogue } from './catalogue-parts.mjs';

const PARTS = {
  'first-load': (catalogue) => splitCatalogue(catalogue).firstLoad,
  remaining: (catalogue) => splitCatalogue(catalogue).remaining,
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
  const partOf = PARTS[part];
  if (!partOf) {
    done(new Error(`Unknown catalogue part "${part}" (known: ${Object.keys(PARTS).join(', ')})`));
    return;
  }
  evaluate(source).then((module) => {
    const lines = Object.entries(module).map(
      ([name, catalogue]) => `export const ${name} = ${JSON.stringify(partOf(catalogue))};`,
    );
    done(null, lines.join('\n'));
  }, done);
}
