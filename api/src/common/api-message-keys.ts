import type { MessageKey } from '@gb/contracts';

/** Catalogue keys of the api's own error messages. */
export const API_MESSAGE = {
  badRequest: 'apiErrors.badRequest',
  unauthorized: 'apiErrors.unauthorized',
  forbidden: 'apiErrors.forbidden',
  notFound: 'apiErrors.notFound',
  conflict: 'apiErrors.conflict',
  payloadTooLarge: 'apiErrors.payloadTooLarge',
  tooManyRequests: 'apiErrors.tooManyRequests',
  internal: 'apiErrors.internal',
  textBlockNotFound: 'errors.textBlockNotFound',
  fileMissing: 'apiErrors.fileMissing',
  notAnImage: 'apiErrors.notAnImage',
} as const satisfies Record<string, MessageKey>;

/** The message a bare HTTP status gets when nothing more specific was thrown. */
export const MESSAGE_BY_STATUS: Record<number, MessageKey> = {
  400: API_MESSAGE.badRequest,
  401: API_MESSAGE.unauthorized,
  403: API_MESSAGE.forbidden,
  404: API_MESSAGE.notFound,
  409: API_MESSAGE.conflict,
  413: API_MESSAGE.payloadTooLarge,
  429: API_MESSAGE.tooManyRequests,
};
