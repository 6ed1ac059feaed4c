import { formatDate, type Locale, type Statistics } from '@gb/contracts';
import { styled, useTranslation } from '@gb/shell/platform';

import { bookletName, statesOf } from './statistics-figures';

interface TablesProps {
  statistics: Statistics;
  locale: Locale;
}

/** The numbers of the vouchers-by-state chart: a booklet per row, a state per column. */
export function VouchersByStateTable({ statistics }: TablesProps) {
  const { t } = useTranslation();
  const states = statesOf(statistics);
  return (
    <Table>
      <caption>{t('statistics.vouchersByState')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('statistics.booklet')}</th>
          {states.map((state) => (
            <th key={state} scope="col">
              {t(`voucherStates.${state}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {statistics.booklets.map((booklet) => (
          <tr key={booklet.bookletId}>
            <th scope="row">{bookletName(booklet)}</th>
            {states.map((state) => (
              <td key={state}>{booklet.vouchersByState[state] ?? 0}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The numbers of the orders-per-day chart. */
export function OrdersPerDayTable({ statistics, locale }: TablesProps) {
  const { t } = useTranslation();
  if (statistics.ordersPerDay.length === 0) return <p>{t('statistics.noOrders')}</p>;
  return (
    <Table>
      <caption>{t('statistics.ordersPerDay')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('statistics.date')}</th>
          <th scope="col">{t('statistics.orders')}</th>
          <th scope="col">{t('statistics.booklets')}</th>
        </tr>
      </thead>
      <tbody>
        {statistics.ordersPerDay.map((day) => (
          <tr key={day.date}>
            <th scope="row">{formatDate(day.date, locale)}</th>
            <td>{day.orders}</td>
            <td>{day.booklets}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The numbers of the printed-versus-sold chart. */
export function PrintedVersusSoldTable({ statistics }: TablesProps) {
  const { t } = useTranslation();
  return (
    <Table>
      <caption>{t('statistics.printedVsSold')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('statistics.booklet')}</th>
          <th scope="col">{t('statistics.printed')}</th>
          <th scope="col">{t('statistics.sold')}</th>
        </tr>
      </thead>
      <tbody>
        {statistics.booklets.map((booklet) => (
          <tr key={booklet.bookletId}>
            <th scope="row">{bookletName(booklet)}</th>
            <td>{booklet.printed ?? t('statistics.unknown')}</td>
            <td>{booklet.sold}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export const Table = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.s};
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.spacing.xs};
  }
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.s};
    text-align: right;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
`;
