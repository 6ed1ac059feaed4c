import type { ErrorBody } from '@gb/contracts';
import type { TFunction } from 'i18next';

import type { UploadAnswer } from './upload-file';

const PAYLOAD_TOO_LARGE = 413;

/**
 * The messages of a failed upload: too large on 413 or when no answer came (proxies often
 * drop an oversized upload without answering), otherwise the errors the answer lists.
 */
export function uploadErrors(answer: UploadAnswer, t: TFunction): string[] {
  if (answer.status === PAYLOAD_TOO_LARGE || answer.status === 0)
    return [t('errors.uploadTooLarge')];
  const body = answer.body as Partial<ErrorBody> | null;
  if (body?.errors?.length) return body.errors;
  if (typeof body?.message === 'string' && body.message) return [body.message];
  return [t('common.uploadFailed')];
}

export function isUploaded(answer: UploadAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}
