import {
  ErrorPanel,
  PlatformProvider,
  contentSlotFor,
  type RemoteFailure,
} from '@gb/shell/platform';
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';

import { removeFirstScreen } from '../first-screen/first-screen';

/** Stands in for a remote that could not be loaded: the error panel in the content slot. */
export function fallbackLifecycles(onRetry: () => void, reason: RemoteFailure): LifeCycles {
  let root: Root | undefined;
  return {
    bootstrap: async () => undefined,
    mount: async ({ name }) => {
      // The server's first screen stood for the page the remote would have drawn.
      removeFirstScreen();
      root = createRoot(contentSlotFor(name));
      root.render(
        <PlatformProvider>
          <ErrorPanel onRetry={onRetry} reason={reason} />
        </PlatformProvider>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = undefined;
    },
  };
}
