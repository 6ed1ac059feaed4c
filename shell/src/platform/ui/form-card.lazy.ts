import { lazyComponent } from '../components/lazy-component';

// Only logged-in pages show it: downloaded when first rendered, not with Home.
export const FormCard = lazyComponent(() =>
  import('./form-card.component').then((module) => module.FormCard),
);
