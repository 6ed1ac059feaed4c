// Emits a first-screen template (see FIRST_SCREEN in the contracts) beside the build's other
// files: each `%include(path)%` replaced by that file (parts several pages share), comments
// dropped, each `%asset(path)%` replaced by `{{base}}` and the name the build gave that file, so
// the server that fills the template names the deployed files, and each `%inline(path)%` by that
// file as a data URL (a small image the first screen shows without a request of its own).
import { readFileSync } from 'node:fs';
import { dirname, extname, relative, resolve } from 'node:path';

import { rspack } from '@rspack/core';

const NAME = 'FirstScreenTemplate';
const ASSET = /%asset\(([^)]+)\)%/g;
const INCLUDE = /%include\(([^)]+)\)%/g;
const INLINE = /%inline\(([^)]+)\)%/g;
const INLINE_TYPES = { '.webp': 'image/webp', '.png': 'image/png', '.svg': 'image/svg+xml' };

/** The template's text with its includes in place; `files` collects what it was made of. */
function withIncludes(file, files, seen = []) {
  if (seen.includes(file)) throw new Error(`${file} includes itself`);
  files.add(file);
  return readFileSync(file, 'utf8').replace(INCLUDE, (_match, path) =>
    withIncludes(resolve(dirname(file), path), files, [...seen, file]),
  );
}

export class FirstScreenTemplate {
  /** `template`: the source file; `filename`: what the build names it. */
  constructor({ template, filename }) {
    this.template = template;
    this.filename = filename;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const sources = new Set();
          const template = withIncludes(this.template, sources);
          for (const file of sources) compilation.fileDependencies.add(file);
          const emitted = new Map(
            compilation
              .getAssets()
              .filter((asset) => asset.info.sourceFilename)
              .map((asset) => [resolve(compiler.context, asset.info.sourceFilename), asset.name]),
          );
          const text = template
            .replace(/<!--[\s\S]*?-->\s*/g, '')
            .replace(INLINE, (_match, path) => {
              const file = resolve(compiler.context, path);
              compilation.fileDependencies.add(file);
              const type = INLINE_TYPES[extname(file)];
              if (type) return `data:${type};base64,${readFileSync(file).toString('base64')}`;
              compilation.errors.push(
                new rspack.WebpackError(`${path}: only ${Object.keys(INLINE_TYPES)} are inlined`),
              );
              return '';
            })
            .replace(ASSET, (_match, path) => {
              const file = resolve(compiler.context, path);
              const name = emitted.get(file);
              if (name) return `{{base}}${name}`;
              const error = new rspack.WebpackError(
                `${relative(compiler.context, this.template)}: ${path} is not among the build's files (import it where the page uses it)`,
              );
              compilation.errors.push(error);
              return '';
            });
          compilation.emitAsset(this.filename, new rspack.sources.RawSource(text));
        },
      );
    });
  }
}
