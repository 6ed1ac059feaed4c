import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

import { ZodValidationException } from './zod-validation.exception.js';

/** Validates and parses a value with a contracts schema (a guard's body, a query read by hand). */
export class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.output<T> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw new ZodValidationException(this.schema, value);
    return result.data;
  }
}

/**
 * Validates and parses a route's whole `@Body()` and `@Query()` with the schemas its contract
 * names (ApiContract); every other argument passes as it is.
 */
export class ContractValidationPipe implements PipeTransform {
  private readonly pipes: Partial<Record<ArgumentMetadata['type'], PipeTransform>>;

  constructor({ body, query }: { body?: z.ZodType; query?: z.ZodType }) {
    this.pipes = {
      ...(body && { body: new ZodValidationPipe(body) }),
      ...(query && { query: new ZodValidationPipe(query) }),
    };
  }

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const pipe = metadata.data === undefined ? this.pipes[metadata.type] : undefined;
    return pipe ? pipe.transform(value, metadata) : value;
  }
}
