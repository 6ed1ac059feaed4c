import { loadNamespaces } from '@gb/shell/platform';
import { lazy, useSyncExternalStore } from 'react';

import { ORDER_FORM_NAMESPACES } from '../wording';

type OrderFormModule = typeof import('./order-form.component');

let download: Promise<OrderFormModule> | undefined;
let requested = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Where the form puts the focus once shown: the tick box of a booklet, or the first one. */
export interface OrderFormFocus {
  bookletId: number | null;
}
let pendingFocus: OrderFormFocus | null = null;
let focusRequests = 0;

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
  notify();
}

/**
 * The banner's "Jetzt bestellen" and a card's order badge: the form is asked for and, once it
 * is shown, takes the focus (keyboard and screen reader users land where they asked to go).
 */
export function requestOrderFormFocus(focus: OrderFormFocus): void {
  pendingFocus = focus;
  focusRequests += 1;
  requestOrderForm();
  notify();
}

/** The focus request not yet served, served by this call. */
export function takeOrderFormFocus(): OrderFormFocus | null {
  const focus = pendingFocus;
  pendingFocus = null;
  return focus;
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

const focusRequestCount = () => focusRequests;

/** Grows with every focus request, so the shown form serves each one. */
export function useOrderFormFocusRequests(): number {
  return useSyncExternalStore(subscribe, focusRequestCount, focusRequestCount);
}

/** The order form, rendered once its chunk arrived (under a Suspense boundary). */
export const LazyOrderForm = lazy(async () => {
  requestOrderForm();
  const { OrderForm } = await (download as Promise<OrderFormModule>);
  return { default: OrderForm };
});
