import {
  NEXT_PARTNER_ORDER_STATE,
  NEXT_RETURN_ORDER_STATE,
  type Locale,
  type PartnerOrder,
  ReturnOrderState,
  type ReturnOrder,
} from '@gb/contracts';
import { useTranslation } from '@gb/shell/platform';

import { useGetOrderBookletsQuery } from '../orders/orders.api';
import { bookletNamer } from './booklet-names';
import { CollectReturnButton } from './collect-return-button.component';
import { BookletOutlookTable } from './booklet-outlook-table.component';
import { InventoryHistoryTable } from './inventory-history-table.component';
import { historyOf, shippingOf } from './order-details';
import { OrderStateTable } from './order-state-table.component';
import { PartnerOrderFilters } from './partner-order-filters.component';
import {
  useChangePartnerOrderStateMutation,
  useChangeReturnOrderStateMutation,
  useGetInventoryQuery,
  useGetPartnerCompaniesQuery,
  useGetPartnerOrdersQuery,
  useGetReturnOrdersQuery,
  useGetSellThroughQuery,
  useGetStockQuery,
} from './partner-orders.api';
import { Section } from './section.styles';
import { SellThroughChart } from './sell-through-chart.component';
import { SellThroughTable } from './sell-through-table.component';
import { StateMoveButton } from './state-move-button.component';
import { StockTable } from './stock-table.component';
import { usePartnerOrderUrl } from './use-partner-order-url';
import { queryState } from './query-state';

/**
 * The franchisee's view: every partner order and return with the URL's filters and their next
 * step (confirmed first), the stock per company and booklet, and the sell-through.
 */
export function FranchiseePartnerOrders({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const [url] = usePartnerOrderUrl();
  const filter = {
    state: url.state,
    type: url.type,
    companyId: url.company,
    bookletId: url.booklet,
    year: url.year,
  };
  const stockFilter = { companyId: url.company, bookletId: url.booklet, year: url.year };
  const { data: companies = [] } = useGetPartnerCompaniesQuery();
  const { data: booklets = [] } = useGetOrderBookletsQuery();
  const orders = useGetPartnerOrdersQuery(filter);
  const returns = useGetReturnOrdersQuery(filter);
  const stock = useGetStockQuery(stockFilter);
  const inventory = useGetInventoryQuery(stockFilter);
  const sellThrough = useGetSellThroughQuery({ bookletId: url.booklet, year: url.year });
  const [movePartnerOrder] = useChangePartnerOrderStateMutation();
  const [moveReturnOrder] = useChangeReturnOrderStateMutation();
  const nameOf = bookletNamer(booklets);
  const companyNames = new Map(companies.map((company) => [company.id, company.name]));
  const companyNameOf = (companyId: number) => companyNames.get(companyId) ?? `#${companyId}`;
  const failed = t('kit.loadFailed');
  const historyColumn = (states: 'partnerOrderStates' | 'returnOrderStates') => ({
    id: 'history',
    header: t('partnerOrder.history'),
    cell: (order: PartnerOrder | ReturnOrder) =>
      historyOf(order.stateChanges, (state) => t(`${states}.${state}`), locale),
  });
  const shippingColumn = {
    id: 'shipping',
    header: t('partnerOrder.shipping'),
    cell: shippingOf,
  };

  const partnerOrderAction = (order: PartnerOrder) => {
    const next = NEXT_PARTNER_ORDER_STATE[order.state];
    return (
      next && (
        <StateMoveButton
          displayOrderId={order.displayOrderId}
          nextLabel={t(`partnerOrderStates.${next}`)}
          move={() => movePartnerOrder({ id: order.id, state: next })}
        />
      )
    );
  };
  const returnOrderAction = (order: ReturnOrder) => {
    const next = NEXT_RETURN_ORDER_STATE[order.state];
    if (next === ReturnOrderState.Collected) {
      return <CollectReturnButton order={order} nameOf={nameOf} />;
    }
    return (
      next && (
        <StateMoveButton
          displayOrderId={order.displayOrderId}
          nextLabel={t(`returnOrderStates.${next}`)}
          move={() => moveReturnOrder({ id: order.id, state: next })}
        />
      )
    );
  };

  return (
    <>
      <PartnerOrderFilters companies={companies} booklets={booklets} />
      <Section aria-labelledby="partner-orders-heading">
        <h2 id="partner-orders-heading">{t('partnerOrder.orders')}</h2>
        <OrderStateTable
          label={t('partnerOrder.orders')}
          orders={orders.data}
          states="partnerOrderStates"
          locale={locale}
          nameOf={nameOf}
          showCompany
          extraColumns={[shippingColumn, historyColumn('partnerOrderStates')]}
          action={partnerOrderAction}
          {...queryState(orders, failed)}
        />
      </Section>
      <Section aria-labelledby="return-orders-heading">
        <h2 id="return-orders-heading">{t('partnerOrder.returns')}</h2>
        <OrderStateTable
          label={t('partnerOrder.returns')}
          orders={returns.data}
          states="returnOrderStates"
          locale={locale}
          nameOf={nameOf}
          showCompany
          extraColumns={[historyColumn('returnOrderStates')]}
          action={returnOrderAction}
          {...queryState(returns, failed)}
        />
      </Section>
      <Section aria-labelledby="stock-heading">
        <h2 id="stock-heading">{t('partnerOrder.stock')}</h2>
        <StockTable rows={stock.data} showCompany {...queryState(stock, failed)} />
      </Section>
      <Section aria-labelledby="inventory-history-heading">
        <h2 id="inventory-history-heading">{t('partnerOrder.inventoryHistory')}</h2>
        <InventoryHistoryTable
          entries={inventory.data}
          locale={locale}
          companyNameOf={companyNameOf}
          bookletNameOf={nameOf}
          isLoading={inventory.isFetching && !inventory.data}
        />
      </Section>
      <Section aria-labelledby="sell-through-heading">
        <h2 id="sell-through-heading">{t('partnerOrder.sellThrough')}</h2>
        <SellThroughTable
          rows={sellThrough.data?.rows}
          locale={locale}
          {...queryState(sellThrough, failed)}
        />
        <SellThroughChart rows={sellThrough.data?.rows ?? []} locale={locale} />
        <BookletOutlookTable
          booklets={sellThrough.data?.booklets}
          locale={locale}
          isLoading={sellThrough.isFetching && !sellThrough.data}
        />
      </Section>
    </>
  );
}
