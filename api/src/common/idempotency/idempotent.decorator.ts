import {
  applyDecorators,
  createParamDecorator,
  HttpStatus,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type PipeTransform,
} from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { errorBodySchema } from '@gb/contracts/answers';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';

import { toJsonSchema } from '../openapi/json-schema.js';
import type { Replayable } from './create-once.js';
import { idempotencyKeyOf } from './idempotency-key.js';

/** Answers what the handler answered; a repeat's answer carries `Idempotent-Replayed: true`. */
@Injectable()
class ReplayedAnswerInterceptor implements NestInterceptor {
  intercept(
    context: ExecutionContext,
    next: CallHandler<Replayable<unknown>>,
  ): Observable<unknown> {
    return next.handle().pipe(
      map(({ answer, replayed }) => {
        if (replayed) {
          context.switchToHttp().getResponse<Response>().setHeader('Idempotent-Replayed', 'true');
        }
        return answer;
      }),
    );
  }
}

/**
 * A route that honours an `Idempotency-Key`: its handler answers a `Replayable` (createOnce),
 * documented with the header (a repeat with the same key `repeatDoes`) and the 422 of a key
 * reused with another body.
 */
export function Idempotent(repeatDoes: string) {
  return applyDecorators(
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description: `A repeat with the same key ${repeatDoes}; with another body 422`,
    }),
    ApiResponse({
      status: HttpStatus.UNPROCESSABLE_ENTITY,
      schema: toJsonSchema(errorBodySchema, 'output'),
    }),
    UseInterceptors(ReplayedAnswerInterceptor),
  );
}

const idempotencyKeyPipe: PipeTransform<string | undefined, string | undefined> = {
  transform: idempotencyKeyOf,
};

const idempotencyKeyHeader = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined =>
    context.switchToHttp().getRequest<Request>().header('idempotency-key'),
);

/** The request's Idempotency-Key, trimmed; undefined without one; 400 when too long. */
export const IdempotencyKey = (): ParameterDecorator => idempotencyKeyHeader(idempotencyKeyPipe);
