import { issueMessages, localizedIssues } from '@gb/contracts/schemas';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { translate } from '../i18n/i18n.instance';

/** Whether a form's values pass its contracts schema, and its messages in the active locale. */
export function useFormErrors<T extends z.ZodType>(schema: T, values: unknown) {
  // Re-renders when the language changes, so the messages follow it.
  useTranslation();
  const result = schema.safeParse(values, localizedIssues(translate));
  return { valid: result.success, errors: result.success ? [] : issueMessages(result.error) };
}
