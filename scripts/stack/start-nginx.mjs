// nginx as the web image runs it, without Docker: a deployable web folder's (`npm run
// deployable-web`) server block, web root and remotes.json template, with the api replicas at
// loopback ports. `npm run stack` and the deployable web folder's test start it this way.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { waitForAnswer } from '@gb/test-kit';

import { fillTemplate, nginxMainConfig, nginxServerConfig } from './nginx-config.mjs';

/**
 * Starts nginx on `webFolder` in the foreground, with its configuration, logs, temporary files and
 * image cache under `prefix`, listening on 127.0.0.1:`port`; `environment` is the web container's
 * (compose's REMOTE_<NAME>_URL), which its entrypoint fills the templates with. Answers the
 * process once the api answers ready through it.
 * @param {{ webFolder: string, prefix: string, port: number, apiPorts: number[],
 *   environment: Record<string, string>, log?: (line: string) => void }} options
 */
export async function startNginx({ webFolder, prefix, port, apiPorts, environment, log }) {
  mkdirSync(prefix, { recursive: true });
  const remotesJson = join(prefix, 'remotes.json');
  const template = readFileSync(join(webFolder, 'templates/remotes.json.template'), 'utf8');
  writeFileSync(remotesJson, fillTemplate(template, environment));
  const serverConfig = join(prefix, 'portal.conf');
  writeFileSync(
    serverConfig,
    nginxServerConfig(join(webFolder, 'conf.d/default.conf'), {
      port,
      apiPorts,
      webRoot: join(webFolder, 'html'),
      remotesJson,
      cacheDir: join(prefix, 'image-cache'),
    }),
  );
  const mainConfig = join(prefix, 'nginx.conf');
  writeFileSync(mainConfig, nginxMainConfig(prefix, serverConfig));
  const nginx = spawn('nginx', ['-p', prefix, '-c', mainConfig, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx.stderr.on('data', (chunk) => log?.(`nginx ${String(chunk).trimEnd()}`));
  try {
    await waitForAnswer(`http://127.0.0.1:${port}/api/v1/ready`, { child: nginx, name: 'nginx' });
  } catch (error) {
    nginx.kill('SIGKILL');
    throw error;
  }
  return nginx;
}
