import type { OrderLineRequest } from '@gb/contracts';

/** The requested lines with one line per booklet (quantities of a repeated booklet added up). */
export function mergeLines(lines: readonly OrderLineRequest[]): OrderLineRequest[] {
  const quantities = new Map<number, number>();
  for (const { bookletId, quantity } of lines) {
    quantities.set(bookletId, (quantities.get(bookletId) ?? 0) + quantity);
  }
  return [...quantities].map(([bookletId, quantity]) => ({ bookletId, quantity }));
}
