import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// An id handed in by the proxy (nginx's $request_id) is kept when it looks like one; anything
// else is replaced, so a client cannot write arbitrary text into the logs.
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** Probes are asked every few seconds by the proxy and the orchestrator: not worth a log line. */
const UNLOGGED_PATHS = new Set(['/api/v1/health', '/api/v1/ready']);

export function requestIdOf(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * pino-http: each request gets an id (returned in X-Request-Id), a child logger `request.log`
 * carrying it (the exception filter writes errors through it) and one line when it ends.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestIdOf,
    // Every line of a request carries `requestId` (not the whole request object).
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    autoLogging: { ignore: (request) => UNLOGGED_PATHS.has(request.url?.split('?')[0] ?? '') },
    customLogLevel: (_request, response, error) =>
      error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (request: { id: string; method: string; url: string }) => ({
        method: request.method,
        url: request.url,
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  });
}
