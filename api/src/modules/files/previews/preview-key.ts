/** The type every raster preview of a PDF, AI or EPS file is stored in. */
export const PREVIEW_MIME = 'image/webp';

/** Where the raster preview of an attachment is kept in the files store. */
export function previewKey(attachmentId: number): string {
  return `previews/${attachmentId}.webp`;
}
