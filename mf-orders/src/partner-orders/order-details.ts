import {
  formatDateTime,
  type Locale,
  type PartnerOrder,
  type PartnerOrderStateChange,
} from '@gb/contracts';

/** Where a partner order goes, in one line, with the company's delivery note after it. */
export function shippingOf(order: PartnerOrder): string {
  const { company, firstname, lastname, street, zip, city } = order.shippingAddress;
  const recipient = company || [firstname, lastname].filter(Boolean).join(' ');
  const address = [recipient, street, [zip, city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address, order.deliveryComment].filter(Boolean).join(' · ');
}

/** The state moves, oldest first: "Versandt 23.11.2026, 14:30 (franchisee@demo.ch)". */
export function historyOf(
  changes: readonly PartnerOrderStateChange[],
  labelOf: (state: string) => string,
  locale: Locale,
): string {
  return changes
    .map(
      (change) =>
        `${labelOf(change.toState)} ${formatDateTime(change.changedAt, locale)} (${change.username})`,
    )
    .join('; ');
}
