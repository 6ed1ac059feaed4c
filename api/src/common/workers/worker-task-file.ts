/** What a Piscina pool needs to load a task module. */
export interface WorkerTaskFile {
  filename: string;
  workerData?: { typescriptTask: string };
}

/**
 * The task module `name` (without extension) next to the calling module, for a Piscina pool.
 *
 * Compiled (`api/dist`, `node dist/main.js`) the caller is a `.js` file and so is the task
 * next to it: the worker loads that file as any module, no loader involved.
 *
 * From the TypeScript sources (the jest runs: swc compiles each `.ts` file into jest's own
 * module system, which a worker thread does not share) the task is a `.ts` file that plain
 * Node cannot load, and it imports more TypeScript (`@gb/contracts`, the api's i18n). The
 * worker then starts from `typescript-task.mjs`, which registers module hooks in that worker
 * only (`typescript-hooks.mjs`: the same swc transform jest uses, in memory) and imports the
 * `.ts` task. So tests run the very worker code production runs, in a real thread, and nothing
 * falls back to rendering in the calling thread. Bundling the task on the fly (esbuild) would
 * write files and need one more tool; `@swc-node/register` would be one more dependency and
 * resolve `@gb/contracts` to its compiled output instead of the sources jest uses.
 */
export function workerTaskFile(callerUrl: string, name: string): WorkerTaskFile {
  if (callerUrl.endsWith('.ts')) {
    return {
      filename: new URL('typescript-task.mjs', import.meta.url).href,
      workerData: { typescriptTask: new URL(`${name}.ts`, callerUrl).href },
    };
  }
  return { filename: new URL(`${name}.js`, callerUrl).href };
}
