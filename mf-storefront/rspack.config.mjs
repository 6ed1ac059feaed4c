import { rspack } from '@rspack/core';
import { remoteConfigFor } from '@gb/shell/build';

const configFor = remoteConfigFor('storefront', import.meta.url, {
  serverRenderer: 'src/first-screen/first-screen.server.tsx',
});

/** The wallet's service worker, manifest and icon lie beside remoteEntry.js under fixed names. */
const WALLET_OFFLINE_FILES = ['wallet-sw.js', 'wallet.webmanifest', 'wallet-icon.svg'];

// The browser's build, with the server renderer's after it when built (not in the dev server).
export default (env, argv) => {
  const [browser, ...others] = [configFor(env, argv)].flat();
  browser.plugins.push(
    new rspack.CopyRspackPlugin({
      patterns: WALLET_OFFLINE_FILES.map((file) => ({ from: `src/wallet/offline/${file}` })),
    }),
  );
  return [browser, ...others];
};
