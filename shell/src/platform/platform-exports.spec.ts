import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as platform from './index';
import * as kit from './kit';

const here = dirname(fileURLToPath(import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(join(here, file), 'utf8'));
const record = read('platform-exports.json') as {
  version: string;
  exports: string[];
  kit: string[];
};

/**
 * The platform's exports are the contract between the deployed shell and every remote: a remote
 * declares the platform version it was built against, so a change of the exports must change
 * the version (minor for additions, major for anything removed or changed).
 */
describe('the platform façade', () => {
  it('exports exactly what platform-exports.json records', () => {
    expect(Object.keys(platform).sort()).toEqual([...record.exports].sort());
  });

  it('exports exactly the UI kit that platform-exports.json records', () => {
    expect(Object.keys(kit).sort()).toEqual([...record.kit].sort());
  });

  it('records the version shell/package.json gives the platform', () => {
    expect(record.version).toBe(read('../../package.json').version);
  });

  it('is the version every remote of the repository names as the platform it is built against', () => {
    const remotes = ['admin', 'booklets', 'orders', 'storefront', 'vouchers'];
    const named = remotes.map(
      (remote) => read(`../../../mf-${remote}/package.json`).dependencies['@gb/shell'],
    );
    expect(named).toEqual(remotes.map(() => record.version));
  });
});
