import { formatMoney, type Locale, type Order as OrderDto } from '@gb/contracts';

import { translatorFor } from '../../../common/i18n/api-i18n.js';
import type { BookletCodes } from '../../wallet/services/order-activation-codes.service.js';

/** The plain-text body of the order confirmation in the buyer's language. */
export function orderConfirmationText(
  order: OrderDto,
  bookletNames: ReadonlyMap<number, string>,
  locale: Locale,
  activationCodes: readonly BookletCodes[] = [],
): string {
  const t = translatorFor(locale);
  const money = (amount: number) => formatMoney(amount, locale);
  const address = order.billingAddress;
  const name = [address.firstname, address.lastname].filter(Boolean).join(' ') || address.company;
  const lines = order.orderLines.map((line) =>
    t('orderMail.line', {
      quantity: line.quantity,
      booklet: bookletNames.get(line.bookletId) ?? String(line.bookletId),
      unitPrice: money(line.unitPrice),
      price: money(line.price),
    }),
  );
  const codes = activationCodes.flatMap(({ bookletId, codes: ofBooklet }) => [
    t('orderMail.activationCodesOf', {
      booklet: bookletNames.get(bookletId) ?? String(bookletId),
    }),
    ...ofBooklet,
  ]);
  return [
    t('orderMail.greeting', { name }),
    '',
    t('orderMail.intro', { displayOrderId: order.displayOrderId }),
    '',
    ...lines,
    ...(order.postage > 0 ? [t('orderMail.postage', { postage: money(order.postage) })] : []),
    t('orderMail.total', { total: money(order.total) }),
    '',
    t('orderMail.payment'),
    '',
    ...(codes.length > 0 ? [t('orderMail.activationCodes'), '', ...codes, ''] : []),
    t('orderMail.closing'),
  ].join('\n');
}
