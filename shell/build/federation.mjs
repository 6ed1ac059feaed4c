// The one place that knows how a front-end workspace is bundled: every rspack config imports it,
// so the shell and the remotes agree on shared singletons, loaders and output naming.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);
const shellDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shellPackage = require('../package.json');
const contractsSources = resolve(shellDir, '../shared-contracts/src');

export const API_ORIGIN = process.env.GB_API_ORIGIN ?? 'http://localhost:3000';
export const SHELL_DEV_PORT = 3001;

/** Remote name → dev-server port; the shell and the remotes read the same table. */
export const REMOTE_DEV_PORTS = {
  storefront: 3011,
  vouchers: 3012,
  booklets: 3013,
  orders: 3014,
  admin: 3015,
};

const dependencyRange = (pkg) => shellPackage.dependencies[pkg];

// Subpath imports are listed themselves: Module Federation matches requests, not packages.
const SHARED_PACKAGES = {
  react: 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react/jsx-runtime': 'react',
  'react-redux': 'react-redux',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
  'react-router-dom': 'react-router-dom',
  'styled-components': 'styled-components',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  'single-spa': 'single-spa',
};

const FRONT_END_WORKSPACES = [
  'shell',
  'mf-storefront',
  'mf-vouchers',
  'mf-booklets',
  'mf-orders',
  'mf-admin',
];

/**
 * A shared module is built whole, since any remote may ask for any export. For these large
 * packages the shared copy keeps only the exports the product's sources import (gzip on Home:
 * react-router-dom 60.5 -> 15.4 KB, react-i18next 10.3 -> 2.9 KB, styled-components without
 * its server rendering about 1.5 KB less, react-redux without `connect` about 2 KB less).
 */
const TREE_SHAKEN_SHARED = [
  'react-router-dom',
  'react-i18next',
  'styled-components',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
];

/**
 * Shared packages that other modules of the bundle import besides our sources: RTK Query's
 * modules import the toolkit's own entry and react-redux, so their shared copies keep those
 * names as well.
 */
const IMPORTED_BY_PACKAGE_BUILDS = {
  '@reduxjs/toolkit': () => packageModuleFiles('@reduxjs/toolkit', 'dist/query'),
  'react-redux': () => packageModuleFiles('@reduxjs/toolkit', 'dist/query/react'),
};

/** The sources a bundle is built from: TypeScript files, without the unit tests. */
function sourceFilesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.spec\.tsx?$/.test(entry.name))
    .map((entry) => resolve(entry.parentPath, entry.name));
}

/** The ES module builds rspack picks (the `module` condition: `*.modern.mjs`) under a folder of a package. */
function packageModuleFiles(pkg, folder) {
  const dir = dirname(require.resolve(`${pkg}/package.json`));
  return readdirSync(resolve(dir, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.modern.mjs'))
    .map((entry) => resolve(entry.parentPath, entry.name));
}

/**
 * The names `files` import from `pkg`, or undefined when one of them takes the whole module
 * (namespace, default or `export *`), which rules tree-shaking out.
 */
function namesImportedIn(files, pkg) {
  const quoted = pkg.replace(/[/.@-]/g, '\\$&');
  const fromPkg = new RegExp(
    `(?:import|export)\\s+(type\\s+)?([^;]*?)\\s+from\\s+['"]${quoted}['"]`,
    'g',
  );
  const names = new Set();
  for (const file of files) {
    for (const [, typeOnly, clause] of readFileSync(file, 'utf8').matchAll(fromPkg)) {
      if (typeOnly) continue;
      // `name`, `{ a, b as c }` or `name, { a }`; a namespace or `export *` takes everything.
      const parts = clause.match(/^(?:([\w$]+)\s*(?:,\s*)?)?(?:\{([^}]*)\})?$/s);
      if (!parts || (!parts[1] && parts[2] === undefined)) return undefined;
      if (parts[1]) names.add('default');
      for (const item of (parts[2] ?? '').split(',')) {
        const name = item
          .trim()
          .replace(/^type\s+.*$/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

const frontEndSourceFiles = () =>
  FRONT_END_WORKSPACES.flatMap((workspace) =>
    sourceFilesUnder(resolve(shellDir, '..', workspace, 'src')),
  );

/**
 * The names every front-end workspace imports from `pkg` (and, for the packages of
 * `IMPORTED_BY_PACKAGE_BUILDS`, the package builds), or undefined when one of them takes the
 * whole module.
 */
export function namedImportsOf(pkg) {
  const files = [...frontEndSourceFiles(), ...(IMPORTED_BY_PACKAGE_BUILDS[pkg]?.() ?? [])];
  const names = namesImportedIn(files, pkg);
  return names && [...names].sort();
}

/** Shared singletons: one React, one store, one i18n instance, one platform at run time. */
export function sharedSingletons() {
  const shared = {};
  for (const [request, pkg] of Object.entries(SHARED_PACKAGES)) {
    shared[request] = { singleton: true, requiredVersion: dependencyRange(pkg) };
    const usedExports = TREE_SHAKEN_SHARED.includes(request) ? namedImportsOf(request) : undefined;
    if (usedExports) shared[request].treeShaking = { mode: 'runtime-infer', usedExports };
  }
  shared['@gb/contracts'] = {
    singleton: true,
    requiredVersion: `^${dependencyRange('@gb/contracts')}`,
    treeShaking: { mode: 'runtime-infer', usedExports: namedImportsOf('@gb/contracts') },
  };
  shared['@gb/shell/platform'] = {
    singleton: true,
    requiredVersion: `^${shellPackage.version}`,
  };
  return shared;
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

export const moduleRules = [
  {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
      env: { targets: SUPPORTED_BROWSERS },
    },
    type: 'javascript/auto',
  },
  // After the TypeScript rule, so it runs first: it reads the catalogue's own source.
  {
    test: /messages[\\/]de-CH\.ts$/,
    resourceQuery: /part=/,
    loader: resolve(shellDir, 'build/catalogue-part.loader.mjs'),
  },
  // `?inline` gives a style sheet as text, to insert with the code that needs it: a lazily
  // loaded chunk then brings its styles without a CSS loader in every remote's entry.
  { test: /\.css$/, resourceQuery: /inline/, type: 'asset/source' },
  { test: /\.css$/, resourceQuery: { not: [/inline/] }, type: 'css/auto' },
  { test: /\.(svg|png|jpe?g|webp|webm|mp4)$/, type: 'asset/resource' },
];

export const resolveOptions = {
  extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
  // Workspaces import each other with `.js` endings (node ESM); the bundler compiles the sources.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  alias: {
    '@gb/contracts$': resolve(contractsSources, 'index.ts'),
    // Not shared: the schemas (with zod) travel with the forms that use them, loaded lazily.
    '@gb/contracts/schemas$': resolve(contractsSources, 'schemas/index.ts'),
    '@gb/contracts/messages': resolve(contractsSources, 'messages'),
  },
};

const isProduction = (mode) => mode === 'production';

/**
 * The portal registers remotes by their remoteEntry.js URL and runs only in browsers, so the
 * federation runtime needs neither the manifest snapshot code nor its Node.js paths.
 */
const RUNTIME_OPTIMIZATION = { disableSnapshot: true, target: 'web' };

/**
 * Rspack's federation plugin resolves the runtime packages with `require`, so their CommonJS
 * builds are bundled whole, snapshot and Node.js code included. Their ES module builds let the
 * bundler drop what `RUNTIME_OPTIMIZATION` switches off.
 */
function federationRuntimeAsModules() {
  const esmOf = (pkg) => require.resolve(pkg).replace(/\.cjs$/, '.js');
  const byFile = (pkg) => ({ [require.resolve(pkg)]: esmOf(pkg) });
  return {
    // The entries the plugins name by file: the bundler runtime and the shell's injector.
    ...byFile('@module-federation/webpack-bundler-runtime'),
    ...byFile('@module-federation/inject-external-runtime-core-plugin'),
    '@module-federation/runtime': esmOf('@module-federation/runtime'),
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
    module: { rules: moduleRules },
    resolve: {
      ...resolveOptions,
      alias: { ...resolveOptions.alias, ...federationRuntimeAsModules() },
    },
    optimization: { minimize: production },
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

/** The rspack config of the remote `mf-<name>`: exposes `./app` (single-spa lifecycles). */
export function remoteConfig({ name, dir, mode }) {
  const port = REMOTE_DEV_PORTS[name];
  const production = isProduction(mode);
  const config = baseConfig({ dir, mode, publicPath: 'auto', port });
  config.output.uniqueName = `mf_${name}`;
  // The exposed app carries its routes itself rather than sharing a chunk with the standalone
  // page's entry: one request less when the shell mounts it.
  if (production) config.optimization.splitChunks = { cacheGroups: { default: false } };
  config.devServer.proxy = [{ context: ['/api'], target: API_ORIGIN, changeOrigin: true }];
  config.plugins = [
    new ModuleFederationPlugin({
      name: `mf_${name}`,
      filename: 'remoteEntry.js',
      exposes: { './app': './src/app.tsx' },
      shared: sharedSingletons(),
      manifest: true,
      dts: false,
      // The production build runs only inside the shell, which provides the federation runtime
      // core (~20 KB gzip less per remote); the dev server keeps its own so the remote runs alone.
      // A remote loads no other remote, so it needs no code for that.
      experiments: {
        externalRuntime: production,
        optimization: { ...RUNTIME_OPTIMIZATION, disableRemote: true },
      },
    }),
    // Standalone page for a team working on one remote against the api.
    htmlPlugin(resolve(shellDir, 'build/standalone.html')),
  ];
  return config;
}

/** `export default remoteConfigFor('vouchers', import.meta.url)` in a remote's rspack config. */
export function remoteConfigFor(name, configUrl) {
  const dir = dirname(fileURLToPath(configUrl));
  return (_env, argv) => remoteConfig({ name, dir, mode: argv.mode ?? 'production' });
}

/** Packages the shell provides to every page: the shared singletons and what they import. */
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
  '@reduxjs/toolkit',
  '@standard-schema/utils',
  'redux',
  'redux-thunk',
  'immer',
  'reselect',
  'react-redux',
  'use-sync-external-store',
  'styled-components',
  '@emotion/is-prop-valid',
  '@emotion/memoize',
  'stylis',
  'tslib',
  'i18next',
  'react-i18next',
  'html-parse-stringify',
  'void-elements',
  'single-spa',
];
const SEPARATOR = String.raw`[\\/]`;
const inFrameworkPackage = new RegExp(
  `${SEPARATOR}node_modules${SEPARATOR}(${FRAMEWORK_PACKAGES.map((pkg) => pkg.replace('/', SEPARATOR)).join('|')})${SEPARATOR}`,
);

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
 * travel as two files (framework packages, our own code) instead of one per package: fewer
 * requests, and gzip sees them together. What dialogs and later screens use stays in its own
 * chunk.
 */
const FIRST_LOAD_CHUNKS = {
  cacheGroups: {
    framework: {
      test: inFrameworkPackage,
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

/** The rspack config of the host: registers the remotes named in /remotes.json at run time. */
export function shellConfig({ dir, mode }) {
  const config = baseConfig({ dir, mode, publicPath: '/', port: SHELL_DEV_PORT });
  if (isProduction(mode)) config.optimization.splitChunks = FIRST_LOAD_CHUNKS;
  config.plugins = [
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(),
      dts: false,
      // Hands the federation runtime core to the remotes built with `externalRuntime`.
      experiments: { provideExternalRuntime: true, optimization: RUNTIME_OPTIMIZATION },
    }),
    htmlPlugin(resolve(dir, 'src/index.html')),
    new rspack.CopyRspackPlugin({ patterns: [{ from: resolve(dir, 'public') }] }),
  ];
  return config;
}
