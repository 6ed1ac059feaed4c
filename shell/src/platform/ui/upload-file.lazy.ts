import type { AppStore } from '../store/make-store';
import type { UploadAnswer, UploadRequest } from './upload-file';

/** The upload helper, downloaded with the first upload rather than with Home. */
export async function uploadFile(store: AppStore, request: UploadRequest): Promise<UploadAnswer> {
  const { uploadFile: upload } = await import('./upload-file');
  return upload(store, request);
}
