import { join } from 'node:path';

import { builtWebFile } from './web-file-path.js';

describe('builtWebFile', () => {
  const root = '/srv/portal';

  it('finds the shell at the root and each remote under /mf/<name>/', () => {
    expect(builtWebFile(root, '/index.html')).toBe(join(root, 'shell/dist/index.html'));
    expect(builtWebFile(root, '/mf/storefront/mf-manifest.json')).toBe(
      join(root, 'mf-storefront/dist/mf-manifest.json'),
    );
  });

  it('finds nothing for an unknown remote, an empty path or one climbing out', () => {
    expect(builtWebFile(root, '/mf/unknown/remoteEntry.js')).toBeUndefined();
    expect(builtWebFile(root, '/')).toBeUndefined();
    expect(builtWebFile(root, '/mf/storefront/../../api/.env')).toBeUndefined();
    expect(builtWebFile(root, '/../secret')).toBeUndefined();
  });
});
