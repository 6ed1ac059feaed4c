import { localizeZodError } from '@gb/contracts/schemas';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { asLocale } from '../i18n/as-locale';

/** Whether a form's values pass its contracts schema, and its messages in the active locale. */
export function useFormErrors<T extends z.ZodType>(schema: T, values: unknown) {
  const { i18n } = useTranslation();
  const result = schema.safeParse(values);
  return {
    valid: result.success,
    errors: result.success ? [] : localizeZodError(result.error, asLocale(i18n.language)),
  };
}
