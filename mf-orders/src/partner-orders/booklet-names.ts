/** A booklet's name as lists show it ("Aarau-Baden 2026"), by id, from whatever names are known. */
export function bookletNamer(
  known: readonly { id: number; regionName: string; year: number }[],
): (bookletId: number) => string {
  const names = new Map(
    known.map((booklet) => [booklet.id, `${booklet.regionName} ${booklet.year}`]),
  );
  return (bookletId) => names.get(bookletId) ?? `#${bookletId}`;
}

/** The lines of an order in one line: "Aarau-Baden 2026 × 3, Zugerland 2026 × 1". */
export function linesSummary(
  lines: readonly { bookletId: number; quantity: number }[],
  nameOf: (bookletId: number) => string,
): string {
  return lines.map((line) => `${nameOf(line.bookletId)} × ${line.quantity}`).join(', ');
}
