import { z } from 'zod';

/** `GET accounting/abacus-export?year=`: the booklet year, the current one when left out. */
export const abacusExportQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
