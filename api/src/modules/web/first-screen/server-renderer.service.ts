import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { Injectable } from '@nestjs/common';
import type { FirstScreenRenderer } from '@gb/contracts';

import { WebFilesService } from '../web-files/web-files.service.js';

/**
 * A server renderer as deployed (the shell's, the storefront's): read like the site's other files
 * (a new deploy is read again within seconds) and imported once per content, so a new shell or
 * storefront brings its new renderer without a restart of the api. Each is one self-contained ES
 * module (see FIRST_SCREEN.rendererFile).
 */
@Injectable()
export class ServerRendererService {
  /** Per place, the renderer imported last. */
  private readonly loaded = new Map<
    string,
    { hash: string; renderer: Promise<FirstScreenRenderer<unknown>> }
  >();

  constructor(private readonly webFiles: WebFilesService) {}

  /** The renderer at `urlPath`; undefined when the site has none there. */
  async load<Input>(urlPath: string): Promise<FirstScreenRenderer<Input> | undefined> {
    const source = await this.webFiles.read(urlPath);
    if (source === undefined) return undefined;
    const hash = createHash('sha256').update(source).digest('base64url');
    if (this.loaded.get(urlPath)?.hash !== hash) {
      // Imported from a file of its own (the bundle loads Node's built-in modules by its URL).
      const file = join(tmpdir(), `gb-first-screen-renderer-${hash}.mjs`);
      const renderer = writeFile(file, source)
        .then(
          () => import(pathToFileURL(file).href) as Promise<Partial<FirstScreenRenderer<unknown>>>,
        )
        .then((module) => {
          if (typeof module.renderFirstScreen !== 'function')
            throw new Error(`${urlPath} exports no renderFirstScreen`);
          return module as FirstScreenRenderer<unknown>;
        });
      // A failed import is tried again with the next request.
      renderer.catch(() => {
        if (this.loaded.get(urlPath)?.hash === hash) this.loaded.delete(urlPath);
      });
      this.loaded.set(urlPath, { hash, renderer });
    }
    return this.loaded.get(urlPath)!.renderer as Promise<FirstScreenRenderer<Input>>;
  }
}
