import { type Locale, translate } from '@gb/contracts';
import type { z } from 'zod';

/** The per-field messages of a failed schema, in the request's locale. */
export function localizeValidationErrors(error: z.ZodError, locale: Locale): string[] {
  return error.issues.map((issue) =>
    translate(locale, 'validation.invalid', {
      field: issue.path.length ? issue.path.join('.') : translate(locale, 'fields.body'),
    }),
  );
}
