import type { ComponentType } from 'react';

import { RemoteRoot } from '../components/remote-root.component';
import { loadNamespaces } from '../i18n/i18n.instance';
import type { RemoteOptions } from './create-remote-lifecycles';
import { createTransitionRoot } from './transition-root';

/** Runs a remote alone (its own dev server against the api), without the shell. */
export async function renderStandalone(
  AppRoutes: ComponentType,
  { namespaces }: RemoteOptions,
  elementId = 'root',
): Promise<void> {
  const element = document.getElementById(elementId);
  if (!element) throw new Error(`Missing element #${elementId}`);
  await loadNamespaces(namespaces);
  createTransitionRoot(element).render(
    <RemoteRoot>
      <AppRoutes />
    </RemoteRoot>,
  );
}
