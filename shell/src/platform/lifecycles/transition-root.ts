import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * A React root whose renders run as transitions: React then renders in slices of a few
 * milliseconds and lets the browser paint and answer input between them, instead of one long
 * task for a whole page (on a slow phone the first screen's boot was several such tasks of
 * 100–400 ms). A later urgent update (a click) still interrupts it.
 */
export function createTransitionRoot(element: Element): Root {
  const root = createRoot(element);
  return {
    render: (children: ReactNode) => startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}
