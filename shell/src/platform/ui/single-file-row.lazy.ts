import { lazyComponent } from '../components/lazy-component';

// Only logged-in pages show it: downloaded when first rendered, not with Home.
export const SingleFileRow = lazyComponent(() =>
  import('./single-file-row.component').then((module) => module.SingleFileRow),
);
