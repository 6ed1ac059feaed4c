import { TOKEN_EXPIRED_HEADER } from '@gb/contracts';

import { API_BASE_URL } from '../api/platform.api';
import { refreshExpiredToken } from '../auth/token-refresh';
import { loggedOut, tokensReceived } from '../auth/auth.slice';
import { i18n } from '../i18n/i18n.instance';
import type { AppStore } from '../store/make-store';
import { UPLOAD_TIMEOUT_MS } from './upload-timeout';

export interface UploadRequest {
  /** Path under the api base, e.g. `user/7/profile-image`. */
  path: string;
  /** The multipart field the api reads the file from. */
  field: string;
  file: File;
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
}

/** What came back: status 0 means no answer at all (network failure or timeout). */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

interface SentAnswer extends UploadAnswer {
  tokenExpired: boolean;
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

function send(request: UploadRequest, token: string | undefined): Promise<SentAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}/${request.path}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept-Language', i18n.language);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(event.loaded / event.total);
    };
    const noAnswer = () => resolve({ status: 0, body: null, tokenExpired: false });
    xhr.onerror = noAnswer;
    xhr.ontimeout = noAnswer;
    xhr.onabort = noAnswer;
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        body: parseBody(xhr.responseText),
        tokenExpired: xhr.status === 401 && xhr.getResponseHeader(TOKEN_EXPIRED_HEADER) === 'true',
      });
    const form = new FormData();
    form.append(request.field, request.file, request.file.name);
    xhr.send(form);
  });
}

/**
 * Sends one file as multipart with upload progress (fetch reports none), the bearer token of
 * the store's login, and the base query's re-authentication: on Token-Expired one refresh,
 * then the upload once more; a failed refresh logs out.
 */
export async function uploadFile(store: AppStore, request: UploadRequest): Promise<UploadAnswer> {
  const sentToken = store.getState().auth.tokens?.token;
  const first = await send(request, sentToken);
  if (!sentToken || !first.tokenExpired) return first;
  const tokens = await refreshExpiredToken(sentToken);
  if (!tokens) {
    store.dispatch(loggedOut({ expired: true }));
    return first;
  }
  if (store.getState().auth.tokens?.token !== tokens.token) store.dispatch(tokensReceived(tokens));
  request.onProgress?.(0);
  return send(request, tokens.token);
}
