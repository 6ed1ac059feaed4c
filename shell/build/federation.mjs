// The one place that knows how a front-end workspace is bundled: every rspack config imports it,
// so the shell and the remotes agree on shared singletons, loaders and output naming.
import { createRequire } from 'node:module';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { FIRST_SCREEN, REMOTES } from '@gb/contracts';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';

import { contractsAliases } from '../../shared-contracts/source-subpaths.mjs';

const require = createRequire(import.meta.url);
const shellDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shellPackage = require('../package.json');
const contractsSources = resolve(shellDir, '../shared-contracts/src');

/**
 * The api's port, the one place the dev servers learn it: `PORT`, as the api itself reads it
 * (3000). `PORT=3100 npm run dev` moves the api and every dev server's proxy together.
 */
export const API_PORT = Number(process.env.PORT ?? 3000);
export const API_ORIGIN = `http://localhost:${API_PORT}`;
export const SHELL_DEV_PORT = 3001;

/** Remote name → dev-server port, from the route table of the contracts. */
export const REMOTE_DEV_PORTS = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, remote.devPort]),
);

const dependencyRange = (pkg) => shellPackage.dependencies[pkg];

/**
 * The version of `@gb/shell/platform`, the one façade remotes build against. A remote asks for
 * `^PLATFORM_VERSION` of the shell it was built with; a deployed shell with an older platform
 * refuses it (strict version), and the shell shows the remote's error panel instead of a page
 * that breaks on a missing export. `PLATFORM_VERSION` overrides it for a build (used by the
 * deployment tests to build a remote that needs a newer platform).
 */
export const PLATFORM_VERSION = process.env.PLATFORM_VERSION ?? shellPackage.version;

/**
 * The shared singletons, declared once for the shell and every remote: React (with the subpaths
 * modules request), single-spa, the contracts and the platform. Routing, store, translation and
 * styling libraries are not shared on their own: they travel inside the platform, whose exports
 * are the contract between the shell and the remotes.
 */
export function sharedSingletons({ onlyFromShell = false } = {}) {
  // A remote's production build runs only inside the shell, which provides every singleton: it
  // carries no copy of its own to fall back on (nor the chunks such a copy would need).
  const fallback = onlyFromShell ? { import: false } : {};
  const fromShell = (pkg) => ({
    singleton: true,
    requiredVersion: dependencyRange(pkg),
    ...fallback,
  });
  const platformPart = {
    ...fallback,
    singleton: true,
    version: PLATFORM_VERSION,
    requiredVersion: `^${PLATFORM_VERSION}`,
    strictVersion: true,
  };
  return {
    react: fromShell('react'),
    'react/jsx-runtime': fromShell('react'),
    'react-dom': fromShell('react-dom'),
    'react-dom/client': fromShell('react-dom'),
    'single-spa': fromShell('single-spa'),
    '@gb/contracts': {
      singleton: true,
      requiredVersion: `^${dependencyRange('@gb/contracts')}`,
      ...fallback,
    },
    '@gb/shell/platform': platformPart,
    // The dashboards' UI kit: a part of the platform that loads with the code that uses it.
    '@gb/shell/platform/kit': platformPart,
  };
}

/**
 * The browsers the portal supports: phones and desktops of the last few years (iOS Safari 15.4
 * and later, and the evergreen browsers). Our sources compile to what they run natively instead
 * of ES5 (async functions, classes, spread and optional chaining stay as written).
 */
export const SUPPORTED_BROWSERS = [
  'chrome >= 109',
  'edge >= 109',
  'firefox >= 115',
  'safari >= 15.4',
  'ios_saf >= 15.4',
  'samsung >= 21',
];

/** The bundler's own output (its runtime and chunk loading) targets the same browsers. */
export const buildTarget = `browserslist:${SUPPORTED_BROWSERS.join(', ')}`;

const isProduction = (mode) => mode === 'production';

/**
 * How the sources compile. In development the transform marks every component for Fast Refresh
 * (swc does so only with React's development transform), so an edit replaces the component and
 * keeps its state instead of reloading the page.
 */
export function moduleRulesFor(mode) {
  const development = !isProduction(mode);
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development, refresh: development } },
        },
        env: { targets: SUPPORTED_BROWSERS },
      },
      type: 'javascript/auto',
    },
    // `?inline` gives a style sheet as text, to insert with the code that needs it: a lazily
    // loaded chunk then brings its styles without a CSS loader in every remote's entry.
    { test: /\.css$/, resourceQuery: /inline/, type: 'asset/source' },
    { test: /\.css$/, resourceQuery: { not: [/inline/] }, type: 'css/auto' },
    { test: /\.(svg|png|jpe?g|webp|webm|mp4)$/, type: 'asset/resource' },
  ];
}

export const moduleRules = moduleRulesFor('production');

export const resolveOptions = {
  extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
  // Workspaces import each other with `.js` endings (node ESM); the bundler compiles the sources.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  // The contracts' sources, by the subpaths their package exports (only the root is shared: the
  // schemas with zod and the catalogues travel with the code that uses them, loaded lazily).
  alias: contractsAliases(),
};

/**
 * The portal registers remotes by their remoteEntry.js URL and runs only in browsers, so the
 * federation runtime needs neither the manifest snapshot code nor its Node.js paths.
 */
const RUNTIME_OPTIMIZATION = { disableSnapshot: true, target: 'web' };

/**
 * The federation plugins name their runtime entries by the packages' CommonJS files, which the
 * bundler keeps whole. A production build takes the same packages' ES module entries (resolved
 * through each package's own `exports`, as an `import` would), so what `RUNTIME_OPTIMIZATION`
 * switches off (snapshots, Node.js loading, remote loading in remotes) is left out. Development
 * builds keep the plugins' own choice. No option of the plugins picks those entries (rspack names
 * the bundler runtime by Node's `require.resolve`, which `resolve.conditionNames` cannot change),
 * and without them (or with only some) Home's first load grows by 13 KB gzip or more.
 */
function federationRuntimeAsModules() {
  const moduleEntryOf = (pkg) => fileURLToPath(import.meta.resolve(pkg));
  const instead = (pkg) => ({ [require.resolve(pkg)]: moduleEntryOf(pkg) });
  return {
    ...instead('@module-federation/webpack-bundler-runtime'),
    ...instead('@module-federation/inject-external-runtime-core-plugin'),
    '@module-federation/runtime': moduleEntryOf('@module-federation/runtime'),
  };
}

/** What the shell and every remote have in common. */
export function baseConfig({ dir, mode, publicPath, port }) {
  const production = isProduction(mode);
  return {
    mode,
    context: dir,
    target: buildTarget,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: resolve(dir, 'dist'),
      publicPath,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    module: {
      rules: moduleRulesFor(mode),
      // Importing a name a module does not export (one the platform façade lacks, say) fails the
      // build instead of failing in the browser.
      parser: { javascript: { exportsPresence: 'error' } },
    },
    resolve: production
      ? { ...resolveOptions, alias: { ...resolveOptions.alias, ...federationRuntimeAsModules() } }
      : resolveOptions,
    optimization: { minimize: production },
    // Every chunk is compiled at start, not when the page first asks for it: the first-screen
    // templates name files of chunks no page has asked for yet.
    lazyCompilation: false,
    devServer: {
      host: 'localhost',
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Loaded inside the shell page the client must still reach its own server.
      client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: false },
    },
    performance: { hints: false },
  };
}

export function htmlPlugin(template) {
  return new rspack.HtmlRspackPlugin({ template, chunks: ['main'] });
}

/**
 * The rspack config of the remote `mf-<name>`: exposes `./app` (single-spa lifecycles).
 * `serverRenderer` names the module that draws the remote's first screen on the server (see
 * FIRST_SCREEN), built beside remoteEntry.js by `serverRendererConfig`.
 */
export function remoteConfig({ name, dir, mode }) {
  const port = REMOTE_DEV_PORTS[name];
  const production = isProduction(mode);
  // Served by its own dev server, a remote names that server, so the dev shell finds its chunks;
  // built, it takes the address of its remoteEntry.js wherever it is deployed.
  const publicPath = production ? 'auto' : `http://localhost:${port}/`;
  const config = baseConfig({ dir, mode, publicPath, port });
  // A remote has no page of its own: it runs inside the frame, whose dev server takes it from here.
  config.entry = {};
  config.output.uniqueName = `mf_${name}`;
  if (production) config.optimization.splitChunks = { cacheGroups: { default: false } };
  config.devServer.historyApiFallback = false;
  config.devServer.setupMiddlewares = (middlewares) => [openInTheFrame, ...middlewares];
  config.plugins = [
    new ModuleFederationPlugin({
      name: `mf_${name}`,
      filename: 'remoteEntry.js',
      exposes: { './app': './src/app.tsx' },
      shared: sharedSingletons({ onlyFromShell: production }),
      manifest: true,
      dts: false,
      // The production build runs only inside the shell, which provides the federation runtime
      // core (~20 KB gzip less per remote); the dev server keeps its own.
      // A remote loads no other remote, so it needs no code for that.
      experiments: {
        externalRuntime: production,
        optimization: { ...RUNTIME_OPTIMIZATION, disableRemote: true },
      },
    }),
    ...developmentPlugins(mode),
  ];
  return config;
}

/**
 * Where a remote's server renderer names its files (video, poster) from: the build cannot know
 * where the remote is deployed, so the renderer puts the deployed base in place of this.
 */
const SERVER_FILES_BASE = '/__storefront-files__/';

/**
 * The build of a server renderer (see FIRST_SCREEN): `entry` and what it imports in one ES module
 * for Node.js, React and the platform's libraries included, so the api imports the file as
 * deployed (FIRST_SCREEN.rendererFile) without anything else. Small pictures are inlined (they
 * show without a request of their own); other files keep the names the browser build gives them,
 * which the browser build emits, named from `publicPath` (the shell's: its root).
 */
export function serverRendererConfig({ dir, mode, entry, publicPath = SERVER_FILES_BASE }) {
  const production = isProduction(mode);
  return {
    name: 'server-renderer',
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'node22',
    entry: { renderer: entry },
    devtool: false,
    experiments: { outputModule: true },
    output: {
      path: resolve(dir, 'dist', dirname(FIRST_SCREEN.rendererFile)),
      publicPath,
      filename: basename(FIRST_SCREEN.rendererFile),
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      asyncChunks: false,
      clean: true,
    },
    module: {
      rules: [
        ...moduleRulesFor('production').filter((rule) => rule.type !== 'asset/resource'),
        {
          test: /\.(svg|png|jpe?g|webp)$/,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
          generator: { emit: false },
        },
        { test: /\.(webm|mp4)$/, type: 'asset/resource', generator: { emit: false } },
        // The platform's modules that start the browser's store, session and translation are
        // not drawn with: only what the renderer imports is bundled.
        { test: /[\\/]shell[\\/]src[\\/]platform[\\/]/, sideEffects: false },
      ],
      parser: { javascript: { exportsPresence: 'error' } },
    },
    resolve: { ...resolveOptions, conditionNames: ['node', 'import', 'require', 'default'] },
    optimization: { minimize: production, splitChunks: false },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
    // React Router's development build imports framework-mode route modules by a computed name
    // (marked webpackIgnore, which a Node.js target still reports); the renderer loads none.
    ignoreWarnings: [
      {
        module: /[\\/]react-router[\\/]/,
        message: /Critical dependency: the request of a dependency is an expression/,
      },
    ],
  };
}

/**
 * A page asked of a remote's dev server (`http://localhost:3003/dashboard/vouchers`) opens in the
 * dev shell's frame, with its login, top bar and drawer, which takes this remote from here.
 */
function openInTheFrame(request, response, next) {
  if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return next();
  response.writeHead(302, { Location: `http://localhost:${SHELL_DEV_PORT}${request.url}` });
  response.end();
}

/** Fast Refresh's runtime, in the dev servers only (each build's own, named by its uniqueName). */
function developmentPlugins(mode) {
  return isProduction(mode) ? [] : [new ReactRefreshRspackPlugin()];
}

/**
 * A browser build and, after it (it empties dist/ first), the build of the server renderer
 * `entry` (a source file) with its files named from `publicPath`. The dev servers build the
 * browser's alone: their pages come from the shell's dev server, which draws no first screen, and
 * a second compiler in a dev server made its Fast Refresh client miss an update on a busy machine
 * ("Cannot find update") and reload the page, losing what it held.
 */
export function withServerRenderer(browser, { dir, mode, entry, publicPath }) {
  if (!isProduction(mode)) return { ...browser, name: 'browser' };
  const server = serverRendererConfig({ dir, mode, entry, publicPath });
  return [
    { ...browser, name: 'browser' },
    { ...server, dependencies: ['browser'] },
  ];
}

/**
 * `export default remoteConfigFor('vouchers', import.meta.url)` in a remote's rspack config;
 * `serverRenderer` (a source file) adds the build of the remote's server renderer.
 */
export function remoteConfigFor(name, configUrl, { serverRenderer } = {}) {
  const dir = dirname(fileURLToPath(configUrl));
  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    const browser = { ...remoteConfig({ name, dir, mode }), name: 'browser' };
    if (!serverRenderer) return browser;
    return withServerRenderer(browser, { dir, mode, entry: `./${serverRenderer}` });
  };
}

/** The modules whose chunks every page loads first: the frame, the platform, the contracts. */
const FIRST_LOAD_ROOTS = [
  resolve(shellDir, 'src/bootstrap.tsx'),
  resolve(shellDir, 'src/platform/index.ts'),
  resolve(contractsSources, 'index.ts'),
];

/** Whether a module sits in a chunk of the frame, the platform or the contracts. */
function inFirstLoadChunk(module, { chunkGraph }) {
  // Module Federation's own modules (consume shared) stay where the plugin put them.
  if (!module.resource) return false;
  return chunkGraph
    .getModuleChunks(module)
    .some((chunk) =>
      chunkGraph.getChunkModules(chunk).some((other) => FIRST_LOAD_ROOTS.includes(other.resource)),
    );
}

/**
 * Every page needs all the shell's shared singletons and the frame with its platform, so they
 * travel as three files (shared singletons, framework packages, our own code) instead of one
 * per package: fewer requests, and gzip sees them together. What dialogs and later screens use stays in its own
 * chunk.
 */
const FIRST_LOAD_CHUNKS = {
  cacheGroups: {
    // The shared singletons every page takes from the shell (React, single-spa): one file
    // instead of five. It stays apart from the framework file: put in one file with it, the
    // remotes no longer mount.
    singletons: {
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|single-spa)[\\/]/,
      chunks: 'async',
      name: 'singletons',
      enforce: true,
      priority: 20,
    },
    framework: {
      test: (module, context) =>
        /[\\/]node_modules[\\/]/.test(module.resource ?? '') && inFirstLoadChunk(module, context),
      chunks: 'async',
      name: 'framework',
      enforce: true,
      priority: 10,
    },
    frame: {
      test: inFirstLoadChunk,
      chunks: 'async',
      name: 'frame',
      enforce: true,
      priority: 5,
    },
  },
};

/**
 * The dev shell's own JSX compiles to `react/jsx-dev-runtime`, but the remotes it takes from the
 * api are built and bring no `react/jsx-runtime` of their own: the dev shell provides it anyway
 * (a module named by its file is provided whether the shell imports it or not).
 */
function providedToBuiltRemotes(mode) {
  if (isProduction(mode)) return {};
  return {
    'react/jsx-runtime': {
      ...sharedSingletons()['react/jsx-runtime'],
      import: require.resolve('react/jsx-runtime'),
      version: require('react/package.json').version,
    },
  };
}

/**
 * The rspack config of the host: registers the remotes named in /remotes.json at run time. Its
 * server renderer (the first screen's frame, see FIRST_SCREEN) is built beside it by the
 * shell's rspack config (`withServerRenderer`).
 */
export function shellConfig({ dir, mode }) {
  const config = baseConfig({ dir, mode, publicPath: '/', port: SHELL_DEV_PORT });
  if (isProduction(mode)) config.optimization.splitChunks = FIRST_LOAD_CHUNKS;
  else config.entry.main = [resolve(shellDir, 'build/refresh-across-builds.mjs'), './src/index.ts'];
  config.plugins = [
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: { ...sharedSingletons(), ...providedToBuiltRemotes(mode) },
      dts: false,
      // Hands the federation runtime core to the remotes built with `externalRuntime`.
      experiments: { provideExternalRuntime: true, optimization: RUNTIME_OPTIMIZATION },
    }),
    htmlPlugin(resolve(dir, 'src/index.html')),
    ...developmentPlugins(mode),
    ...(isProduction(mode) ? [new PreloadFirstLoadChunks()] : []),
    new rspack.CopyRspackPlugin({ patterns: [{ from: resolve(dir, 'public') }] }),
  ];
  return config;
}

/**
 * The index.html names the first-load chunks (above) beside `main`, so the browser fetches them
 * together rather than after `main` has run and asked for them. Only the shell's own files: the
 * remotes' files are preloaded by the server from their manifests at run time.
 */
class PreloadFirstLoadChunks {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadFirstLoadChunks', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(
        'PreloadFirstLoadChunks',
        (data) => {
          const files = Object.keys(FIRST_LOAD_CHUNKS.cacheGroups).flatMap((name) =>
            [...(compilation.namedChunks.get(name)?.files ?? [])].filter((file) =>
              file.endsWith('.js'),
            ),
          );
          const preloads = files.map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
          }));
          data.assetTags.scripts.unshift(...preloads);
          return data;
        },
      );
    });
  }
}
