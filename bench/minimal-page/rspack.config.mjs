// Built with the portal's own loaders and resolve settings, so only the content differs.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { buildTarget, moduleRules, resolveOptions } from '@gb/shell/build';

const dir = dirname(fileURLToPath(import.meta.url));

export default {
  mode: 'production',
  context: dir,
  target: buildTarget,
  entry: { main: './src/index.tsx' },
  output: {
    path: resolve(dir, '../.out/minimal-page'),
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    clean: true,
  },
  module: { rules: moduleRules },
  resolve: resolveOptions,
  optimization: { minimize: true },
  plugins: [new rspack.HtmlRspackPlugin({ template: resolve(dir, 'src/index.html') })],
  performance: { hints: false },
};
