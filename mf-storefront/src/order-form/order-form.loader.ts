import { loadNamespaces } from '@gb/shell/platform';
import { lazy, useSyncExternalStore } from 'react';

import { ORDER_FORM_NAMESPACES } from '../wording';

type OrderFormModule = typeof import('./order-form.component');

let download: Promise<OrderFormModule> | undefined;
let requested = false;
const listeners = new Set<() => void>();

/**
 * Asks for the order form: its chunk (with zod) downloads once, and every order section shows
 * the form from now on. Called when the section nears the viewport, on a card's order click
 * and on the banner's order button.
 */
export function requestOrderForm(): void {
  // The form's labels and validation messages are not in Home's first load either.
  download ??= Promise.all([
    import('./order-form.component'),
    loadNamespaces(ORDER_FORM_NAMESPACES),
  ]).then(([module]) => module);
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isRequested = () => requested;

/** Whether the order form was asked for; the section shows a placeholder until then. */
export function useOrderFormRequested(): boolean {
  return useSyncExternalStore(subscribe, isRequested, isRequested);
}

/** The order form, rendered once its chunk arrived (under a Suspense boundary). */
export const LazyOrderForm = lazy(async () => {
  requestOrderForm();
  const { OrderForm } = await (download as Promise<OrderFormModule>);
  return { default: OrderForm };
});
