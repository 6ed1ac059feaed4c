import { pathToFileURL } from 'node:url';

import type { FirstScreenRenderer, FirstScreenRendering } from '@gb/contracts';

/** A first screen to draw: the renderer module's file (one version of it) and its input. */
export interface RenderTask {
  file: string;
  input: unknown;
}

let loaded: { file: string; renderer: Promise<FirstScreenRenderer<unknown>> } | undefined;

function importRenderer(file: string): Promise<FirstScreenRenderer<unknown>> {
  return (import(pathToFileURL(file).href) as Promise<Partial<FirstScreenRenderer<unknown>>>).then(
    (module) => {
      if (typeof module.renderFirstScreen !== 'function')
        throw new Error('The renderer exports no renderFirstScreen');
      return module as FirstScreenRenderer<unknown>;
    },
  );
}

/**
 * The worker's task (see server-renderer.service.ts): draws with the renderer in `file`,
 * imported once by this thread; a failed import is tried again with the next task.
 */
export default async function renderFirstScreenTask({
  file,
  input,
}: RenderTask): Promise<FirstScreenRendering> {
  if (loaded?.file !== file) loaded = { file, renderer: importRenderer(file) };
  const attempt = loaded;
  try {
    const { head, body } = (await attempt.renderer).renderFirstScreen(input);
    return { head, body };
  } catch (error) {
    if (loaded === attempt) loaded = undefined;
    throw error;
  }
}
