// The task module of a Piscina worker whose task is TypeScript: the api running from its
// sources (the jest runs; see worker-task-file.ts). Compiled, a pool loads its `.js` task
// directly and this file is not used. Free of top-level await, so Piscina may load it with
// `require()` as well as with `import()`.
import { register } from 'node:module';
import { workerData } from 'node:worker_threads';

// Hooks registered here apply to this worker thread only, not to the thread that started it.
register('./typescript-hooks.mjs', import.meta.url);

let task;

/** Runs the TypeScript task named in the pool's workerData. */
export default async function runTypeScriptTask(input) {
  task ??= import(workerData.typescriptTask);
  const { default: run } = await task;
  return run(input);
}
