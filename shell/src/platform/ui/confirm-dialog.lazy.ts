import { lazyComponent } from '../components/lazy-component';

// Only logged-in pages show it: downloaded when first rendered, not with Home.
export const ConfirmDialog = lazyComponent(() =>
  import('./confirm-dialog.component').then((module) => module.ConfirmDialog),
);
