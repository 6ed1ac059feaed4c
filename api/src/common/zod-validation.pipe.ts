import { type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

import { ZodValidationException } from './zod-validation.exception.js';

/** Validates and parses a body or query with a contracts schema: `@Body(new ZodValidationPipe(schema))`. */
export class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.output<T> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw new ZodValidationException(this.schema, value);
    return result.data;
  }
}
