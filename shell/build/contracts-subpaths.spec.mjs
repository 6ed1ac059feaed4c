/**
 * @jest-environment node
 */
// The bundler and the tests compile the contracts' sources by one map read from their package's
// exports: every subpath a workspace imports lands on a source file that exists.
import { existsSync } from 'node:fs';

import {
  contractsAliases,
  contractsModuleNameMapper,
} from '../../shared-contracts/source-subpaths.mjs';

/** The source file a specifier maps to in jest, or undefined when no entry matches. */
function mapped(specifier) {
  for (const [pattern, target] of Object.entries(contractsModuleNameMapper())) {
    const match = new RegExp(pattern).exec(specifier);
    if (match) return target.replace('$1', match[1]);
  }
  return undefined;
}

describe('the contracts subpaths', () => {
  it.each([
    ['@gb/contracts', 'shared-contracts/src/index.ts'],
    ['@gb/contracts/schemas', 'shared-contracts/src/schemas/index.ts'],
    ['@gb/contracts/voucher-workflow', 'shared-contracts/src/voucher-states.ts'],
    ['@gb/contracts/messages/loaders', 'shared-contracts/src/messages/loaders.ts'],
    ['@gb/contracts/messages/loaders/order', 'shared-contracts/src/messages/loaders/order.ts'],
    ['@gb/contracts/messages/de-CH/voucher', 'shared-contracts/src/messages/de-CH/voucher.ts'],
  ])('maps %s to its source in the tests', (specifier, source) => {
    const file = mapped(specifier);
    expect(file?.endsWith(source)).toBe(true);
    expect(existsSync(file)).toBe(true);
  });

  it('leaves a subpath the package does not export unmapped', () => {
    expect(mapped('@gb/contracts/entities')).toBeUndefined();
  });

  it('gives the bundler the exact subpaths before the folders of the patterns', () => {
    const keys = Object.keys(contractsAliases());
    expect(keys.indexOf('@gb/contracts/messages/loaders$')).toBeLessThan(
      keys.indexOf('@gb/contracts/messages/loaders'),
    );
    for (const target of Object.values(contractsAliases())) expect(existsSync(target)).toBe(true);
  });
});
