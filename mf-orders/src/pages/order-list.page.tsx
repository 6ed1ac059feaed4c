import { formatMoney } from '@gb/contracts';
import { asLocale, styled, useTranslation } from '@gb/shell/platform';
import { PageLayout } from '@gb/shell/platform/kit';

import { AbacusExport } from '../orders/abacus-export.component';
import { OrderDetail } from '../orders/order-detail.component';
import { filterOrders, orderTotals } from '../orders/order-filter';
import { OrderFilters } from '../orders/order-filters.component';
import { OrderTable } from '../orders/order-table.component';
import { useGetOrderBookletsQuery, useGetOrdersQuery } from '../orders/orders.api';
import { useOrderListUrl } from '../orders/use-order-list-url';

/** /dashboard/orders: filters in the URL, totals, the sortable list, and one order's detail. */
export function OrderListPage() {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const [filters] = useOrderListUrl();
  const archived = filters.archived === 'true';
  const orders = useGetOrdersQuery({ archived });
  const { data: booklets = [] } = useGetOrderBookletsQuery();
  const title = t('routes.orders');

  if (filters.order) {
    return (
      <OrderDetail
        order={orders.data?.find((order) => String(order.id) === filters.order)}
        isLoading={orders.isLoading}
        booklets={booklets}
        locale={locale}
      />
    );
  }

  const listed = orders.data
    ? filterOrders(orders.data, {
        search: filters.search,
        bookletId: filters.booklet ? Number(filters.booklet) : null,
      })
    : undefined;
  const totals = orderTotals(listed ?? []);
  return (
    <PageLayout
      title={title}
      breadcrumbs={[{ label: t('routes.home'), to: '/' }, { label: title }]}
      toolbar={<AbacusExport />}
    >
      <OrderFilters booklets={booklets} />
      <Totals data-testid="order-totals" aria-live="polite">
        <span>{t('orderAdmin.count', { num: totals.count })}</span>
        <span>{t('orderAdmin.totalQuantity', { num: totals.quantity })}</span>
        <span>{t('orderAdmin.totalRevenue', { total: formatMoney(totals.revenue, locale) })}</span>
      </Totals>
      <OrderTable
        orders={listed}
        locale={locale}
        isLoading={orders.isFetching && !orders.data}
        error={orders.isError ? t('kit.loadFailed') : undefined}
        onRetry={() => void orders.refetch()}
      />
    </PageLayout>
  );
}

const Totals = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
