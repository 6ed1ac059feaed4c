import { z } from 'zod';
import type { CompanyRequest } from '../api.js';
import { flag, id, missingOrInvalid, requiredText } from './field-schemas.js';

export const companySchema = z.object({
  name: requiredText('name', 200),
  canOrderMoreInternalBooks: flag('canOrderMoreInternalBooks'),
  responsibleUserId: id('responsibleUser').nullable(),
  sellingBookletIds: z.array(id('booklet'), missingOrInvalid('sellingBookletIds')),
  isPointOfSales: flag('isPointOfSales'),
}) satisfies z.ZodType<CompanyRequest>;
