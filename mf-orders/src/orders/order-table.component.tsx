import { styled, useTranslation } from '@gb/shell/platform';
import { formatDateTime, formatMoney, type Locale, type Order } from '@gb/contracts';

import { buyerName } from './order-filter';

interface OrderTableProps {
  orders: readonly Order[];
  locale: Locale;
  onOpen: (id: number) => void;
}

/** The listed orders; a row opens its order. */
export function OrderTable({ orders, locale, onOpen }: OrderTableProps) {
  const { t } = useTranslation();
  if (orders.length === 0) return <p>{t('common.noEntries')}</p>;
  return (
    <Table>
      <thead>
        <tr>
          <th>{t('orderAdmin.orderNumber')}</th>
          <th>{t('orderAdmin.orderDate')}</th>
          <th>{t('orderAdmin.buyer')}</th>
          <th>{t('fields.email')}</th>
          <th>{t('fields.total')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-order-id={order.id}>
            <td>
              <LinkButton type="button" onClick={() => onOpen(order.id)}>
                {order.displayOrderId}
              </LinkButton>
            </td>
            <td>{formatDateTime(order.orderDateTime, locale)}</td>
            <td>{buyerName(order)}</td>
            <td>{order.billingAddress.email}</td>
            <Money>{formatMoney(order.total, locale)}</Money>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.s};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

const Money = styled.td`
  text-align: right;
`;

const LinkButton = styled.button`
  border: none;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;
  text-decoration: underline;
`;
