import { formatMoney, PartnerOrderType, type Locale, type Statistics } from '@gb/contracts';
import { useTranslation } from '@gb/shell/platform';

import { bookletName } from './statistics-figures';
import { Table } from './statistics-tables.component';

const TYPES = [PartnerOrderType.Commission, PartnerOrderType.Purchase];

/** Every figure of every booklet: public orders, partner orders and returns by type, stock. */
export function StatisticsBookletsTable({
  statistics,
  locale,
}: {
  statistics: Statistics;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const typeName = (type: PartnerOrderType) => t(`partnerOrderTypes.${type}`);
  return (
    <Table>
      <caption>{t('statistics.perBooklet')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('statistics.booklet')}</th>
          <th scope="col">{t('statistics.publicOrders')}</th>
          <th scope="col">{t('statistics.publicBooklets')}</th>
          <th scope="col">{t('statistics.revenue')}</th>
          <th scope="col">{t('statistics.vat')}</th>
          {TYPES.map((type) => (
            <th key={type} scope="col">
              {t('statistics.partnerOrders', { type: typeName(type) })}
            </th>
          ))}
          {TYPES.map((type) => (
            <th key={type} scope="col">
              {t('statistics.returns', { type: typeName(type) })}
            </th>
          ))}
          <th scope="col">{t('statistics.printed')}</th>
          <th scope="col">{t('statistics.sold')}</th>
        </tr>
      </thead>
      <tbody>
        {statistics.booklets.map((booklet) => (
          <tr key={booklet.bookletId}>
            <th scope="row">{bookletName(booklet)}</th>
            <td>{booklet.publicOrders.orders}</td>
            <td>{booklet.publicOrders.booklets}</td>
            <td>{formatMoney(booklet.publicOrders.revenue, locale)}</td>
            <td>{formatMoney(booklet.publicOrders.vat, locale)}</td>
            {TYPES.map((type) => (
              <td key={type}>
                {booklet.partnerOrders[type].booklets} ({booklet.partnerOrders[type].orders})
              </td>
            ))}
            {TYPES.map((type) => (
              <td key={type}>
                {booklet.returns[type].booklets} ({booklet.returns[type].orders})
              </td>
            ))}
            <td>{booklet.printed ?? t('statistics.unknown')}</td>
            <td>{booklet.sold}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
