// The web image's nginx configuration (docker/nginx.conf, a deployable web folder's
// conf.d/default.conf), templated for a run without Docker: the replicas' loopback ports, this
// run's web root, remotes.json and listen port.
import { readFileSync } from 'node:fs';

/** The server block at `serverConfigPath` with this run's addresses and folders. */
export function nginxServerConfig(
  serverConfigPath,
  { port, apiPorts, webRoot, remotesJson, cacheDir },
) {
  const source = readFileSync(serverConfigPath, 'utf8');
  const servers = apiPorts.map((apiPort) => `  server 127.0.0.1:${apiPort};`).join('\n');
  const replaced = source
    // The replicas' lines become the loopback ports; the block's other settings stay.
    .replace(/((?:\s*server [^;{]+;)+)/, `\n${servers}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${webRoot};`)
    .replace(/alias \/etc\/nginx\/conf\.d\/remotes\.json;/, `alias ${remotesJson};`)
    .replace(/proxy_cache_path \/var\/cache\/nginx\/images /, `proxy_cache_path ${cacheDir} `);
  for (const [pattern, what] of [
    [`server 127.0.0.1:${apiPorts[0]};`, 'upstream'],
    [`listen 127.0.0.1:${port};`, 'listen'],
    [`root ${webRoot};`, 'root'],
    [`alias ${remotesJson};`, 'remotes.json'],
    [`proxy_cache_path ${cacheDir} `, 'image cache'],
  ]) {
    if (!replaced.includes(pattern))
      throw new Error(`${serverConfigPath}: its ${what} line changed`);
  }
  return replaced;
}

/** nginx's main file around the server block: everything under `prefix`, in the foreground. */
export function nginxMainConfig(prefix, serverConfigPath) {
  // One worker per core; each proxied request holds two connections (client and replica), and a
  // launch day brings thousands of visitors' keep-alive connections at once.
  return `worker_processes auto;
worker_rlimit_nofile 16384;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 8192; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${serverConfigPath};
}
`;
}

/**
 * What the image's entrypoint does with envsubst: every `${NAME}` of a template from `values`;
 * a name without a value is an error rather than an empty entry.
 */
export function fillTemplate(template, values) {
  return template.replace(/\$\{(\w+)\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`No value for \${${name}}`);
    return values[name];
  });
}
