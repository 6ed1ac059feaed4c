import type { Namespace } from '@gb/contracts/messages';
import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { unloadApplication } from 'single-spa';

import { ErrorPanel } from '../components/error-panel.component';
import { PlatformProvider } from '../components/platform-provider.component';
import { RemoteRoot } from '../components/remote-root.component';
import { loadNamespaces } from '../i18n/i18n.instance';
import { contentSlotFor } from './content-slot';
import { createTransitionRoot } from './transition-root';

export interface RemoteOptions {
  /** The catalogue namespaces the remote's screens read; they download before it first renders. */
  namespaces: readonly Namespace[];
}

/** What single-spa hands every lifecycle: the application's registered name, among others. */
interface AppProps {
  name: string;
}

type Lifecycle = (props: AppProps) => Promise<unknown>;

/** A remote that throws while rendering shows the error panel; unloading mounts it afresh. */
class RemoteErrorBoundary extends Component<
  { appName: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PlatformProvider>
        <ErrorPanel onRetry={() => void unloadApplication(this.props.appName)} />
      </PlatformProvider>
    );
  }
}

/** Calls `onCommit` once its children are on the page (or the error panel in their place). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * The single-spa lifecycles a remote exposes as `./app`: its routes inside the platform, drawn in
 * its own child of the content slot through a transition root; mounted once React committed.
 */
export function createRemoteLifecycles(
  AppRoutes: ComponentType,
  { namespaces }: RemoteOptions,
): { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle } {
  const roots = new Map<string, Root>();
  return {
    bootstrap: () => loadNamespaces(namespaces),
    mount: ({ name }) =>
      new Promise<void>((resolve) => {
        const root = createTransitionRoot(contentSlotFor(name));
        roots.set(name, root);
        root.render(
          <Committed onCommit={resolve}>
            <RemoteErrorBoundary appName={name}>
              <RemoteRoot>
                <AppRoutes />
              </RemoteRoot>
            </RemoteErrorBoundary>
          </Committed>,
        );
      }),
    unmount: async ({ name }) => {
      roots.get(name)?.unmount();
      roots.delete(name);
    },
  };
}
