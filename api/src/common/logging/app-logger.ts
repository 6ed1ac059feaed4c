import { type LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';

import type { AppConfig } from '../../config/app-config.js';

/** Nest's level names as pino's (Nest's `log` is pino's `info`, `verbose` is `trace`). */
const PINO_LEVEL: Record<AppConfig['logLevel'], Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/**
 * The api's one logger: JSON lines on stdout (or the given stream), one object per event.
 * Stdout is written asynchronously: under load (a line per request) the lines waiting go out
 * together from libuv's thread pool, and a slow reader of the pipe never holds the event loop
 * that answers requests. pino writes what is left when the process exits.
 */
export function createRootLogger(
  level: AppConfig['logLevel'],
  destination: DestinationStream = pino.destination({ dest: 1, sync: false }),
): Logger {
  return pino(
    {
      level: PINO_LEVEL[level],
      base: { service: 'gb-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/** Nest's LoggerService on pino, so Nest's own messages and ours share the JSON format. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }

  error(message: unknown, ...rest: unknown[]): void {
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const stack = rest.length > 1 && typeof rest[0] === 'string' ? rest[0] : undefined;
    this.write('error', message, context, stack);
  }

  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }

  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }

  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }

  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(level: Level, message: unknown, context?: string, stack?: string): void {
    const fields = { context, ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null)
      this.logger[level]({ ...fields, ...message });
    else this.logger[level](fields, String(message));
  }
}
