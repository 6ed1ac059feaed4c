import {
  formatDateTime,
  type Locale,
  type PartnerOrderLine,
  type PartnerOrderStateChange,
  type PartnerOrderType,
  type ReturnOrderLine,
} from '@gb/contracts';
import { useTranslation } from '@gb/shell/platform';
import { DataTable, type DataColumn } from '@gb/shell/platform/kit';
import type { ReactNode } from 'react';

import { linesSummary } from './booklet-names';

/** What a partner order and a return order share in a list. */
export interface ListedOrder {
  id: number;
  displayOrderId: string;
  orderDateTime: string;
  companyName: string;
  state: string;
  type: PartnerOrderType;
  orderLines: readonly (PartnerOrderLine | ReturnOrderLine)[];
  stateChanges: readonly PartnerOrderStateChange[];
}

/** A column only some lists show (the shipping address of partner orders). */
export interface ExtraColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => string;
}

interface OrderStateTableProps<Row extends ListedOrder> {
  label: string;
  orders: readonly Row[] | undefined;
  /** The catalogue namespace of the state labels. */
  states: 'partnerOrderStates' | 'returnOrderStates';
  locale: Locale;
  nameOf: (bookletId: number) => string;
  showCompany: boolean;
  /** Franchisees read the shipping address and the state history. */
  extraColumns?: readonly ExtraColumn<Row>[];
  /** The next-step button of an order, for franchisees. */
  action?: (order: Row) => ReactNode;
  isLoading: boolean;
  error?: string;
  onRetry: () => void;
}

/** Partner or return orders, sortable: number, date, company, state, type, booklets. */
export function OrderStateTable<Row extends ListedOrder>(props: OrderStateTableProps<Row>) {
  const { t } = useTranslation();
  const { orders, states, locale, nameOf, showCompany, action, extraColumns = [] } = props;
  const columns: DataColumn<Row>[] = [
    {
      id: 'number',
      header: t('partnerOrder.number'),
      cell: (order) => order.displayOrderId,
      sortValue: (order) => order.displayOrderId,
    },
    {
      id: 'date',
      header: t('partnerOrder.date'),
      cell: (order) => formatDateTime(order.orderDateTime, locale),
      sortValue: (order) => order.orderDateTime,
    },
    ...(showCompany
      ? [
          {
            id: 'company',
            header: t('partnerOrder.company'),
            cell: (order: Row) => order.companyName,
            sortValue: (order: Row) => order.companyName.toLowerCase(),
          },
        ]
      : []),
    {
      id: 'state',
      header: t('partnerOrder.state'),
      cell: (order) => t(`${states}.${order.state}`),
      sortValue: (order) => order.state,
    },
    {
      id: 'type',
      header: t('partnerOrder.type'),
      cell: (order) => t(`partnerOrderTypes.${order.type}`),
      sortValue: (order) => order.type,
    },
    {
      id: 'lines',
      header: t('partnerOrder.lines'),
      cell: (order) => linesSummary(order.orderLines, nameOf),
    },
    ...extraColumns,
    ...(action ? [{ id: 'action', header: t('partnerOrder.action'), cell: action }] : []),
  ];
  return (
    <DataTable
      label={props.label}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
    />
  );
}
