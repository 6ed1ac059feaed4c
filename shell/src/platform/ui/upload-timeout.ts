/** Uploads may be big and connections slow: half an hour before giving up. */
export const UPLOAD_TIMEOUT_MS = 1_800_000;
