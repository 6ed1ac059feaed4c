import { loadNamespaces } from '@gb/shell/platform';
import { lazy } from 'react';

import { ORDER_FORM_NAMESPACES } from '../wording';

/**
 * The order form, rendered once the visitor's order intent requests it (under a Suspense
 * boundary): its chunk (with zod) and its labels and validation messages download then, never
 * with Home's first load.
 */
export const LazyOrderForm = lazy(async () => {
  const [{ OrderForm }] = await Promise.all([
    import('./order-form.component'),
    loadNamespaces(ORDER_FORM_NAMESPACES),
  ]);
  return { default: OrderForm };
});
