import { nextTask } from './next-task';

/**
 * The start in steps, each module graph evaluated in a task of its own, instead of one long task
 * that a slow phone could not answer input during: React, the contracts, the platform's libraries
 * (translation, store, routing, styling), the platform, the frame. Every step only evaluates what
 * the next ones import anyway, the same module instances. (A step that imports a module of the
 * platform's own keeps its exports apart and costs bytes: the platform itself is one step.)
 */
const STEPS: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('@gb/contracts'),
  () => import('./platform/framework/translation'),
  () => import('./platform/framework/state'),
  () => import('./platform/framework/routing'),
  () => import('./platform/framework/styling'),
  () => import('@gb/shell/platform'),
  () => import('./bootstrap'),
];

// Asynchronous boundary: shared modules are negotiated before any of them is used.
void STEPS.reduce<Promise<unknown>>(
  (previous, step) => previous.then(nextTask).then(step),
  Promise.resolve(),
);
