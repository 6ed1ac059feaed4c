import { formatDateTime, formatMoney, type Locale, type Order } from '@gb/contracts';
import { Link, useSearchParams, useTranslation } from '@gb/shell/platform';
import { DataTable, type DataColumn } from '@gb/shell/platform/kit';

import { buyerName } from './order-filter';

interface OrderTableProps {
  orders: readonly Order[] | undefined;
  locale: Locale;
  isLoading: boolean;
  error?: string;
  onRetry: () => void;
}

/** The listed orders, sortable; an order number opens its order (with the filters kept). */
export function OrderTable({ orders, locale, isLoading, error, onRetry }: OrderTableProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const linkTo = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('order', String(id));
    return { search: `?${next.toString()}` };
  };
  const columns: DataColumn<Order>[] = [
    {
      id: 'number',
      header: t('orderAdmin.orderNumber'),
      cell: (order) => <Link to={linkTo(order.id)}>{order.displayOrderId}</Link>,
      sortValue: (order) => order.displayOrderId,
    },
    {
      id: 'date',
      header: t('orderAdmin.orderDate'),
      cell: (order) => formatDateTime(order.orderDateTime, locale),
      sortValue: (order) => order.orderDateTime,
    },
    {
      id: 'buyer',
      header: t('orderAdmin.buyer'),
      cell: buyerName,
      sortValue: (order) => buyerName(order).toLowerCase(),
    },
    { id: 'email', header: t('fields.email'), cell: (order) => order.billingAddress.email },
    {
      id: 'total',
      header: t('fields.total'),
      cell: (order) => formatMoney(order.total, locale),
      sortValue: (order) => order.total,
      numeric: true,
    },
  ];
  return (
    <DataTable
      label={t('routes.orders')}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    />
  );
}
