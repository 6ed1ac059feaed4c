import { applyDecorators, HttpCode, HttpStatus, SetMetadata, UsePipes } from '@nestjs/common';
import { ApiBody, ApiProduces, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';

import { ContractValidationPipe } from '../zod-validation.pipe.js';
import { toJsonSchema, type JsonSchema } from './json-schema.js';

/** Metadata key of a route's contract: what a guard reads that needs the body before the pipes. */
export const API_CONTRACT = 'gb:api-contract';

/** Media types of answers that are files, not JSON. */
export type FileAnswer =
  'image/*' | 'application/pdf' | 'text/csv' | 'application/postscript' | 'application/illustrator';

export interface ApiContractOptions {
  /** The request body's schema (a contracts schema). */
  body?: z.ZodType;
  /** The query string's schema: an object whose keys are the parameters. */
  query?: z.ZodObject;
  /** The answer's schema; `null` for an answer without body (204). */
  answer: z.ZodType | FileAnswer | FileAnswer[] | null;
  /** The success status (default 200; 201 and 204 set the route's status too). */
  status?: HttpStatus;
  /** Further answers with a body, e.g. 503 of the health check. */
  also?: Partial<Record<HttpStatus, z.ZodType>>;
}

function queryParameters(query: z.ZodObject): MethodDecorator[] {
  const schema = toJsonSchema(query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, parameter]) =>
    ApiQuery({ name, required: schema.required?.includes(name) ?? false, schema: parameter }),
  );
}

function answerDecorators(status: HttpStatus, answer: ApiContractOptions['answer']) {
  if (answer === null) return [ApiResponse({ status, description: 'No content' })];
  if (typeof answer === 'string' || Array.isArray(answer)) {
    const types = [answer].flat();
    const binary = { schema: { type: 'string', format: 'binary' } };
    return [
      ApiProduces(...types),
      ApiResponse({
        status,
        description: 'A file',
        content: Object.fromEntries(types.map((type) => [type, binary])),
      }),
    ];
  }
  return [ApiResponse({ status, description: 'OK', schema: toJsonSchema(answer, 'output') })];
}

/**
 * A route's contract, named once from the contracts' zod schemas: its `@Body()` and `@Query()`
 * are validated and parsed with the body and query schemas (a bad one is a 400 naming each
 * field), and the OpenAPI document describes body, query and answer with the same schemas.
 * Access (permission) and error answers are added for every route from the route's metadata
 * when the document is built (completeOpenApiDocument).
 */
export function ApiContract(options: ApiContractOptions) {
  const status = options.status ?? HttpStatus.OK;
  return applyDecorators(
    ...(options.status ? [HttpCode(options.status)] : []),
    SetMetadata(API_CONTRACT, options),
    ...(options.body || options.query
      ? [UsePipes(new ContractValidationPipe({ body: options.body, query: options.query }))]
      : []),
    ...(options.body
      ? [ApiBody({ required: true, schema: toJsonSchema(options.body, 'input') })]
      : []),
    ...(options.query ? queryParameters(options.query) : []),
    ...answerDecorators(status, options.answer),
    ...Object.entries(options.also ?? {}).map(([other, schema]) =>
      ApiResponse({ status: Number(other), schema: toJsonSchema(schema, 'output') }),
    ),
  );
}
