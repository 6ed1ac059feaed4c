import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { PlatformProvider } from './platform-provider.component';

/** The root of every remote: the platform and a router over the whole URL (routes keep their prefix). */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <PlatformProvider>
        <BrowserRouter>{children}</BrowserRouter>
      </PlatformProvider>
    </StrictMode>
  );
}
