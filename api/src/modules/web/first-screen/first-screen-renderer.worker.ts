import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';

import type { FirstScreenRenderer, FirstScreenRendering } from '@gb/contracts';

/** What the pool gives its thread: the renderer module's file, one version of it. */
export interface RendererWorkerData {
  rendererFile: string;
}

function importRenderer(): Promise<FirstScreenRenderer<unknown>> {
  const { rendererFile } = workerData as RendererWorkerData;
  return (
    import(pathToFileURL(rendererFile).href) as Promise<Partial<FirstScreenRenderer<unknown>>>
  ).then((module) => {
    if (typeof module.renderFirstScreen !== 'function')
      throw new Error('The renderer exports no renderFirstScreen');
    return module as FirstScreenRenderer<unknown>;
  });
}

// Imported as the thread starts, before the first page asks for it.
let renderer = importRenderer();
renderer.catch(() => undefined);

/**
 * The worker's task (see server-renderer.service.ts): draws a first screen with this thread's
 * renderer; a failed import is tried again with the next page.
 */
export default async function renderFirstScreenTask(input: unknown): Promise<FirstScreenRendering> {
  const attempt = renderer;
  try {
    const { head, body } = (await attempt).renderFirstScreen(input);
    return { head, body };
  } catch (error) {
    if (renderer === attempt) renderer = importRenderer();
    renderer.catch(() => undefined);
    throw error;
  }
}
