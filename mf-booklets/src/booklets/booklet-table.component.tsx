import {
  BookletState,
  formatDate,
  formatMoney,
  pathTo,
  type Booklet,
  type Locale,
} from '@gb/contracts';
import { Link, useTranslation } from '@gb/shell/platform';
import { DataTable, type DataColumn } from '@gb/shell/platform/kit';

import { CloneBooklet } from './clone-booklet.component';
import { VoucherStateBar } from './voucher-state-bar.component';

interface BookletTableProps {
  booklets: Booklet[] | undefined;
  locale: Locale;
  isLoading: boolean;
  error?: string;
  onRetry: () => void;
  /** Franchisees may clone; designers only read. */
  canClone: boolean;
}

/** Booklets by year and region: state, dates, price, print run, vouchers per state, orders. */
export function BookletTable({ booklets, locale, canClone, ...state }: BookletTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<Booklet>[] = [
    {
      id: 'booklet',
      header: t('fields.booklet'),
      cell: (booklet) => (
        <Link to={pathTo('bookletDetail', { bookletId: booklet.id })}>
          {t('bookletAdmin.booklet', { region: booklet.regionName, year: booklet.year })}
        </Link>
      ),
      sortValue: (booklet) => `${booklet.year} ${booklet.regionName}`,
    },
    {
      id: 'state',
      header: t('fields.state'),
      cell: (booklet) => t(`bookletStates.${BookletState[booklet.state]}`),
      sortValue: (booklet) => booklet.state,
    },
    {
      id: 'dates',
      header: t('bookletAdmin.dates'),
      cell: (booklet) => (
        <>
          {t('fields.preOrderFromDate')}: {formatDate(booklet.preOrderFromDate, locale) || '–'}
          <br />
          {t('fields.orderFromDate')}: {formatDate(booklet.orderFromDate, locale) || '–'}
        </>
      ),
      sortValue: (booklet) => booklet.orderFromDate ?? '',
    },
    {
      id: 'unitPrice',
      header: t('fields.unitPrice'),
      cell: (booklet) => formatMoney(booklet.unitPrice, locale),
      sortValue: (booklet) => booklet.unitPrice,
      numeric: true,
    },
    {
      id: 'qtyPrinted',
      header: t('fields.qtyPrinted'),
      cell: (booklet) => booklet.qtyPrinted ?? '–',
      sortValue: (booklet) => booklet.qtyPrinted ?? 0,
      numeric: true,
    },
    {
      id: 'vouchers',
      header: t('bookletAdmin.vouchers'),
      cell: (booklet) => <VoucherStateBar vouchers={booklet.vouchersByState} />,
    },
    {
      id: 'numOrders',
      header: t('bookletAdmin.orders'),
      cell: (booklet) => booklet.numOrders,
      sortValue: (booklet) => booklet.numOrders,
      numeric: true,
    },
    {
      id: 'numPartnerOrders',
      header: t('bookletAdmin.partnerOrders'),
      cell: (booklet) => booklet.numPartnerOrders,
      sortValue: (booklet) => booklet.numPartnerOrders,
      numeric: true,
    },
    ...(canClone
      ? [
          {
            id: 'clone',
            header: t('bookletAdmin.clone'),
            cell: (booklet: Booklet) => <CloneBooklet booklet={booklet} />,
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={t('routes.booklets')}
      columns={columns}
      rows={booklets}
      rowKey={(booklet) => booklet.id}
      {...state}
    />
  );
}
