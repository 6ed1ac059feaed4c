import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Level, Logger } from 'pino';

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

/** The logger a request's lines go through, kept on the request by `requestLogging`. */
const REQUEST_LOGGER = Symbol('request logger');

interface LoggedRequest extends IncomingMessage {
  id?: string;
  [REQUEST_LOGGER]?: Logger;
}

/**
 * A logger whose every line carries the request's id (the one its answer's X-Request-Id names),
 * made when a line is written, not for every request; undefined outside `requestLogging`.
 */
export function requestLogOf(request: IncomingMessage): Logger | undefined {
  const { id, [REQUEST_LOGGER]: logger } = request as LoggedRequest;
  return logger?.child({ requestId: id });
}

function levelOf(statusCode: number, error: unknown): Level {
  return error || statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
}

/**
 * Each request gets an id (returned in X-Request-Id; `requestLogOf` gives a logger carrying it,
 * through which the exception filter writes errors) and one line when it ends: `requestId`, `req`
 * (method and url), `res` (status), `responseTime`, and `err` when it failed. The closing line is
 * built only when its level is logged: a request that logs nothing costs an id and a listener.
 */
export function requestLogging(logger: Logger) {
  return (request: LoggedRequest, response: ServerResponse, next: () => void): void => {
    const requestId = requestIdOf(request, response);
    request.id = requestId;
    request[REQUEST_LOGGER] = logger;
    const url = request.url ?? '';
    if (!UNLOGGED_PATHS.has(url.split('?')[0])) {
      const startedAt = Date.now();
      const method = request.method;
      const onEnd = (error?: Error): void => {
        response.off('close', onEnd);
        response.off('finish', onEnd);
        response.off('error', onEnd);
        const failure =
          error ??
          (response.statusCode >= 500
            ? new Error(`failed with status code ${response.statusCode}`)
            : undefined);
        const level = levelOf(response.statusCode, failure);
        if (!logger.isLevelEnabled(level)) return;
        const line = {
          requestId,
          req: { method, url },
          res: { statusCode: response.statusCode },
          responseTime: Date.now() - startedAt,
          ...(failure && { err: failure }),
        };
        const message = failure
          ? 'request errored'
          : !request.readableAborted && response.writableEnded
            ? 'request completed'
            : 'request aborted';
        logger[level](line, message);
      };
      response.on('close', onEnd);
      response.on('finish', onEnd);
      response.on('error', onEnd);
    }
    next();
  };
}
