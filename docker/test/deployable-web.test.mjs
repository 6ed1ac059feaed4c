// `npm run deployable-web -- <folder>`, the files the web image copies: nginx started on them from
// a temporary folder outside the repository, with the deployable api behind it on PostgreSQL (from
// a temporary folder too), serves Home as the api renders it from nginx's own files, each remote's
// entry from its files and the api's calls through its proxy.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import {
  createDatabase,
  freePort,
  repositoryRoot,
  serverUrl,
  startApi,
  stopProcess,
} from '@gb/test-kit';
import { parse } from 'yaml';

import { startNginx } from '../../scripts/stack/start-nginx.mjs';

const nginxMissing = spawnSync('nginx', ['-v']).error
  ? 'nginx is not installed (apt-get install nginx)'
  : false;
const compose = parse(readFileSync(join(repositoryRoot, 'docker/docker-compose.yml'), 'utf8'));
/** What compose gives the web container, and the remotes it names. */
const webEnvironment = compose.services.web.environment;
const remotes = Object.keys(webEnvironment)
  .map((name) => /^REMOTE_(\w+)_URL$/.exec(name)?.[1]?.toLowerCase())
  .filter(Boolean);

function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the deployable web folder', { skip: nginxMissing }, () => {
  const folder = mkdtempSync(join(tmpdir(), 'gb-deployed-'));
  // nginx's workers run as another user when started by root: they must reach the web root.
  chmodSync(folder, 0o755);
  const web = join(folder, 'portal-web');
  let database;
  let api;
  let nginx;
  let url;

  before(
    async () => {
      for (const [command, target] of [
        ['deployable-web', web],
        ['deployable-api', join(folder, 'portal-api')],
      ]) {
        const build = spawnSync('npm', ['run', command, '--', target], {
          cwd: repositoryRoot,
          encoding: 'utf8',
        });
        assert.equal(build.status, 0, `${command}\n${build.stdout}\n${build.stderr}`);
      }
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      database = await createDatabase(serverUrl(), { prefix: 'gb_deployed_web' });
      // As in compose: the api reads the shell's index.html and the remotes' files from nginx.
      api = await startApi({
        repositoryRoot,
        main: join(folder, 'portal-api/api/dist/main.js'),
        dataDir: join(folder, 'data'),
        env: {
          DATABASE_URL: database.url,
          JWT_SECRET: 'deployed-web-test-secret-0123456789abcdef',
          WEB_ORIGIN: url,
          PUBLIC_URL: url,
          TRUST_PROXY: '1',
          LOG_LEVEL: 'error',
        },
        readyPath: '/api/v1/ready',
      });
      nginx = await startNginx({
        webFolder: web,
        prefix: join(folder, 'nginx'),
        port,
        apiPorts: [api.port],
        environment: webEnvironment,
      });
    },
    { timeout: 600_000 },
  );

  after(async () => {
    if (nginx) await stopProcess(nginx);
    await api?.stop();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('holds the web root, the server block and the remotes template, nothing else', () => {
    assert.deepEqual(readdirSync(web).sort(), ['conf.d', 'html', 'templates']);
    assert.deepEqual(readdirSync(join(web, 'conf.d')), ['default.conf']);
    assert.equal(
      readFileSync(join(web, 'conf.d/default.conf'), 'utf8'),
      readFileSync(join(repositoryRoot, 'docker/nginx.conf'), 'utf8'),
    );
    assert.deepEqual(readdirSync(join(web, 'templates')), ['remotes.json.template']);
    assert.ok(existsSync(join(web, 'html/index.html')));
    // The shell's server renderer beside it, which the api reads from nginx.
    assert.ok(existsSync(join(web, 'html/server/first-screen-renderer.mjs')));
    assert.deepEqual(readdirSync(join(web, 'html/mf')).sort(), [...remotes].sort());
    for (const name of remotes) {
      assert.ok(existsSync(join(web, `html/mf/${name}/remoteEntry.js`)), name);
    }
    assert.deepEqual(
      filesUnder(join(web, 'html')).filter((file) => file.endsWith('.map')),
      [],
      'no source map',
    );
    for (let above = dirname(web); above !== dirname(above); above = dirname(above)) {
      assert.equal(existsSync(join(above, 'node_modules')), false, `node_modules in ${above}`);
    }
  });

  it("is what the web image copies: its last stage takes the folder's parts only", () => {
    const dockerfile = readFileSync(join(repositoryRoot, 'docker/Dockerfile.web'), 'utf8');
    const [build, image] = dockerfile.split(/^FROM /m).slice(1);
    assert.match(build, /node scripts\/deployable-web\.mjs \/deploy\b/);
    const copies = image.split('\n').filter((line) => line.startsWith('COPY'));
    assert.deepEqual(copies, [
      'COPY --from=build /deploy/conf.d/default.conf /etc/nginx/conf.d/default.conf',
      'COPY --from=build /deploy/templates/ /etc/nginx/templates/',
      'COPY --from=build /deploy/html/ /usr/share/nginx/html/',
    ]);
  });

  it('answers Home with the page the api renders from the shell and storefront nginx holds', async () => {
    const response = await fetch(`${url}/`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^text\/html/);
    // A replica answered (its request id), not nginx's raw index.html.
    assert.ok(response.headers.get('x-request-id'));
    const html = await response.text();
    const shellScript = /<script defer src="([^"]+)">/.exec(
      readFileSync(join(web, 'html/index.html'), 'utf8'),
    )[1];
    assert.ok(html.includes(`src="${shellScript}"`), 'the shell of the web folder');
    // The first screen of the shell's and the storefront's server renderers, fetched from nginx:
    // the shell's drew the visitor's top bar.
    assert.match(html, /id="gb-first-screen"/);
    assert.match(html, /<a href="\/contact" tabindex="-1" class="[^"]+">Kontakt<\/a>/);
    // The storefront's server renderer, fetched from nginx, drew Home's banner and booklets.
    assert.match(html, /<h1 class="[^"]+">Zwei geniessen, einer bezahlt<\/h1>/);
    const [booklet] = await (await fetch(`${url}/api/v1/booklet`)).json();
    assert.match(html, /id="first-screen-booklets"/);
    assert.ok(html.includes(booklet.regionName), `the booklet of ${booklet.regionName}`);
    // The storefront's entry preloaded: the api read its manifest from nginx.
    assert.match(html, /<link[^>]+href="\/mf\/storefront\/remoteEntry\.js"/);
  });

  it("serves each remote's entry from its files, never cached, and remotes.json from compose", async () => {
    for (const name of remotes) {
      const response = await fetch(`${url}/mf/${name}/remoteEntry.js`);
      assert.equal(response.status, 200, name);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
      assert.equal(
        await response.text(),
        readFileSync(join(web, `html/mf/${name}/remoteEntry.js`), 'utf8'),
      );
    }
    const entries = await (await fetch(`${url}/remotes.json`)).json();
    assert.deepEqual(
      entries,
      Object.fromEntries(
        remotes.map((name) => [name, webEnvironment[`REMOTE_${name.toUpperCase()}_URL`]]),
      ),
    );
  });

  it("passes the api's calls through, and serves no source map", async () => {
    const ready = await fetch(`${url}/api/v1/ready`);
    assert.equal(ready.status, 200);
    assert.equal((await ready.json()).ready, true);
    const booklets = await fetch(`${url}/api/v1/booklet`);
    assert.equal(booklets.status, 200);
    assert.ok((await booklets.json()).length > 0);
    const map = await fetch(`${url}/mf/storefront/remoteEntry.js.map`);
    assert.equal(map.status, 404);
  });
});
