import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

import { RemoteRoot } from '../components/remote-root.component';

/** Runs a remote alone (its own dev server against the api), without the shell. */
export function renderStandalone(AppRoutes: ComponentType, elementId = 'root'): void {
  const element = document.getElementById(elementId);
  if (!element) throw new Error(`Missing element #${elementId}`);
  createRoot(element).render(
    <RemoteRoot>
      <AppRoutes />
    </RemoteRoot>,
  );
}
