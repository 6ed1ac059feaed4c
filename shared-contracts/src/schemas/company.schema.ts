import { z } from 'zod';
import type { CompanyRequest } from '../api.js';
import { flag, id, requiredText } from './field-schemas.js';

export const companySchema = z.object({
  name: requiredText('name', 200),
  canOrderMoreInternalBooks: flag(),
  responsibleUserId: id('responsibleUser').nullable(),
  sellingBookletIds: z.array(id('booklet')),
  isPointOfSales: flag(),
}) satisfies z.ZodType<CompanyRequest>;
