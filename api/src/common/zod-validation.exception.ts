import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';

/** A body or query that failed its zod schema; the filter localizes the issues. */
export class ZodValidationException extends BadRequestException {
  constructor(readonly zodError: z.ZodError) {
    super('validation failed');
  }
}
