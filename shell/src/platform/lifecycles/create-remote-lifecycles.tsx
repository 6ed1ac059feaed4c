import type { Namespace } from '@gb/contracts/messages';
import type { ComponentType } from 'react';
import * as React from 'react';
import { unloadApplication } from 'single-spa';
import singleSpaReact from 'single-spa-react';

import { ErrorPanel } from '../components/error-panel.component';
import { PlatformProvider } from '../components/platform-provider.component';
import { RemoteRoot } from '../components/remote-root.component';
import { loadNamespaces } from '../i18n/i18n.instance';
import { contentSlotFor } from './content-slot';
import { transitionClient } from './transition-root';

export interface RemoteOptions {
  /** The catalogue namespaces the remote's screens read; they download before it first renders. */
  namespaces: readonly Namespace[];
}

type Lifecycle = (props: object) => Promise<unknown>;

/** The single-spa lifecycles a remote exposes as `./app`: its routes inside the platform. */
export function createRemoteLifecycles(
  AppRoutes: ComponentType,
  { namespaces }: RemoteOptions,
): { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle } {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: transitionClient,
    rootComponent: function RemoteApp() {
      return (
        <RemoteRoot>
          <AppRoutes />
        </RemoteRoot>
      );
    },
    // A remote that throws while rendering: unloading makes single-spa mount it afresh.
    errorBoundary: (_error, _info, props) => (
      <PlatformProvider>
        <ErrorPanel onRetry={() => void unloadApplication(props.name)} />
      </PlatformProvider>
    ),
    domElementGetter: (props) => contentSlotFor(props.name),
  });
  return {
    bootstrap: (props) =>
      loadNamespaces(namespaces).then(() => lifecycles.bootstrap(props as never)),
    mount: (props) => lifecycles.mount(props as never),
    unmount: (props) => lifecycles.unmount(props as never),
  };
}
