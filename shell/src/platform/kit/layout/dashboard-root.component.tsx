import { StrictMode, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { PlatformProvider } from '../../components/platform-provider.component';

/**
 * The root of a dashboard remote: the platform and a data router over the whole URL, so a form
 * with unsaved changes can ask before the page changes (the storefront keeps the lighter router).
 */
export function DashboardRoot({ children }: { children: ReactNode }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: children }]));
  return (
    <StrictMode>
      <PlatformProvider>
        <RouterProvider router={router} />
      </PlatformProvider>
    </StrictMode>
  );
}
