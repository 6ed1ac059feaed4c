// Emits a first-screen template (see FIRST_SCREEN in the contracts) beside the build's other
// files: its comments dropped and each `%asset(path)%` replaced by `{{base}}` and the name the
// build gave that file, so the server that fills the template names the deployed files.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

import { rspack } from '@rspack/core';

const NAME = 'FirstScreenTemplate';
const ASSET = /%asset\(([^)]+)\)%/g;

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
          compilation.fileDependencies.add(this.template);
          const emitted = new Map(
            compilation
              .getAssets()
              .filter((asset) => asset.info.sourceFilename)
              .map((asset) => [resolve(compiler.context, asset.info.sourceFilename), asset.name]),
          );
          const text = readFileSync(this.template, 'utf8')
            .replace(/<!--[\s\S]*?-->\s*/g, '')
            .replace(ASSET, (_match, path) => {
              const file = resolve(dirname(this.template), path);
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
