import type { WalletVoucher } from '@gb/contracts/answers';

/** Lower case without accents, so «Café» is found by «cafe» and «Zürich» by «zurich». */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** What a voucher is found by: its offer, its business and where it is. */
function textOf(voucher: WalletVoucher): string {
  return searchable(
    [
      voucher.offerShort,
      voucher.offerLong,
      voucher.companyName,
      voucher.street,
      voucher.zip,
      voucher.city,
    ].join(' '),
  );
}

/** The vouchers holding every word of the query somewhere; all of them for an empty query. */
export function searchVouchers<V extends WalletVoucher>(
  vouchers: readonly V[],
  query: string,
): V[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...vouchers];
  return vouchers.filter((voucher) => {
    const text = textOf(voucher);
    return words.every((word) => text.includes(word));
  });
}
