import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';

/**
 * A body or query that failed its zod schema. The filter renders the issues in the request's
 * language by parsing the value once more with the catalogue's translator.
 */
export class ZodValidationException extends BadRequestException {
  constructor(
    readonly schema: z.ZodType,
    readonly value: unknown,
  ) {
    super('validation failed');
  }
}
