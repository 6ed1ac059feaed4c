import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { unloadApplication } from 'single-spa';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';

import { ErrorPanel } from '../components/error-panel.component';
import { PlatformProvider } from '../components/platform-provider.component';
import { RemoteRoot } from '../components/remote-root.component';
import { contentSlotFor } from './content-slot';

/** The single-spa lifecycles a remote exposes as `./app`: its routes inside the platform. */
export function createRemoteLifecycles(AppRoutes: ComponentType): ReactAppOrParcel<object> {
  return singleSpaReact({
    React,
    ReactDOMClient,
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
}
