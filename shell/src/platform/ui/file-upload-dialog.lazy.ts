import { lazyComponent } from '../components/lazy-component';

// Only logged-in pages show it: downloaded when first rendered, not with Home.
export const FileUploadDialog = lazyComponent(() =>
  import('./file-upload-dialog.component').then((module) => module.FileUploadDialog),
);
