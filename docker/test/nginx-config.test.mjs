// docker/nginx.conf through `nginx -t`, inside an http block like the image's main file. nginx
// resolves upstream names when it loads, and api-1/api-2 exist only on compose's network, so the
// file is checked as `npm run stack` templates it: the same file with loopback addresses.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { nginxMainConfig, nginxServerConfig } from '../../scripts/stack/nginx-config.mjs';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const nginxMissing = spawnSync('nginx', ['-v']).error
  ? 'nginx is not installed (apt-get install nginx)'
  : false;

describe('docker/nginx.conf', { skip: nginxMissing }, () => {
  const folder = mkdtempSync(join(tmpdir(), 'gb-nginx-test-'));
  after(() => rmSync(folder, { recursive: true, force: true }));

  /** `nginx -t` on the server block `server` inside the stack's main file. */
  function nginxTest(server) {
    const prefix = mkdtempSync(join(folder, 'run-'));
    mkdirSync(join(prefix, 'logs'));
    const serverPath = join(prefix, 'portal.conf');
    writeFileSync(serverPath, server);
    const mainPath = join(prefix, 'nginx.conf');
    writeFileSync(mainPath, nginxMainConfig(prefix, serverPath));
    return spawnSync('nginx', ['-t', '-p', prefix, '-c', mainPath], { encoding: 'utf8' });
  }

  const templated = () =>
    nginxServerConfig(join(repositoryRoot, 'docker/nginx.conf'), {
      port: 18080,
      apiPorts: [13001, 13002],
      webRoot: join(folder, 'web'),
      remotesJson: join(folder, 'remotes.json'),
      cacheDir: join(folder, 'image-cache'),
    });

  it('passes nginx -t with the replicas at loopback addresses', () => {
    const result = nginxTest(templated());
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stderr, /syntax is ok/);
    assert.doesNotMatch(result.stderr, /\[warn\]/);
  });

  it('is checked for real: a broken directive fails nginx -t', () => {
    const result = nginxTest(templated().replace('gzip on;', 'gzip sometimes;'));
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /gzip/);
  });
});
