import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  API_ORIGIN,
  REMOTE_DEV_PORTS,
  shellConfig,
  withServerRenderer,
} from './build/federation.mjs';

const dir = dirname(fileURLToPath(import.meta.url));

// GB_DEV_REMOTES=storefront,vouchers takes those remotes from their own dev servers
// (hot reload); the others, the api and /remotes.json come from the api on PORT (3000).
const devRemotes = (process.env.GB_DEV_REMOTES ?? '').split(',').filter(Boolean);

async function remotesWithDevServers() {
  const response = await fetch(`${API_ORIGIN}/remotes.json`).catch(() => undefined);
  const remotes = response?.ok ? await response.json() : {};
  for (const name of Object.keys(REMOTE_DEV_PORTS)) {
    remotes[name] ??= `/mf/${name}/remoteEntry.js`;
    if (devRemotes.includes(name)) {
      remotes[name] = `http://localhost:${REMOTE_DEV_PORTS[name]}/remoteEntry.js`;
    }
  }
  return remotes;
}

export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const config = shellConfig({ dir, mode });
  config.devServer.proxy = [
    { context: ['/api', '/mf', '/remotes.json'], target: API_ORIGIN, changeOrigin: true },
  ];
  if (devRemotes.length > 0) {
    config.devServer.setupMiddlewares = (middlewares) => [
      {
        name: 'dev-remotes',
        path: '/remotes.json',
        middleware: (_request, response) => {
          void remotesWithDevServers().then((remotes) => {
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify(remotes));
          });
        },
      },
      ...middlewares,
    ];
  }
  // The first screen's frame drawn on the server (see FIRST_SCREEN); the shell's files lie at the root.
  return withServerRenderer(config, {
    dir,
    mode,
    entry: './src/first-screen/first-screen.server.tsx',
    publicPath: '/',
  });
};
