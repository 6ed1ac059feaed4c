import type { Locale } from '@gb/contracts';
import { useTranslation } from '@gb/shell/platform';

import { bookletNamer } from './booklet-names';
import { InventoryForm } from './inventory-form.component';
import { OrderStateTable } from './order-state-table.component';
import { PartnerOrderForm } from './partner-order-form.component';
import {
  useGetPartnerOrderBookletsQuery,
  useGetPartnerOrdersQuery,
  useGetReturnOrdersQuery,
  useGetStockQuery,
} from './partner-orders.api';
import { ReturnRequestForm } from './return-request-form.component';
import { Section } from './section.styles';
import { StockTable } from './stock-table.component';
import { queryState } from './query-state';

/**
 * A partner company's 'Booklet Bestellung': the order form, its orders and returns with their
 * states, a return request, the stock report, and its stock overview.
 */
export function CompanyPartnerOrders({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { data: booklets = [] } = useGetPartnerOrderBookletsQuery();
  const orders = useGetPartnerOrdersQuery({});
  const returns = useGetReturnOrdersQuery({});
  const stock = useGetStockQuery({});
  const nameOf = bookletNamer([
    ...booklets,
    ...(stock.data ?? []).map((row) => ({
      id: row.bookletId,
      regionName: row.bookletName.replace(/ \d{4}$/, ''),
      year: Number(row.bookletName.slice(-4)),
    })),
  ]);
  const failed = t('kit.loadFailed');
  const held = stock.data ?? [];
  return (
    <>
      <Section aria-labelledby="order-form-heading">
        <h2 id="order-form-heading">{t('partnerOrder.orderFormTitle')}</h2>
        <PartnerOrderForm locale={locale} />
      </Section>
      <Section aria-labelledby="own-orders-heading">
        <h2 id="own-orders-heading">{t('partnerOrder.ownOrders')}</h2>
        <OrderStateTable
          label={t('partnerOrder.ownOrders')}
          orders={orders.data}
          states="partnerOrderStates"
          locale={locale}
          nameOf={nameOf}
          showCompany={false}
          {...queryState(orders, failed)}
        />
      </Section>
      <Section aria-labelledby="stock-heading">
        <h2 id="stock-heading">{t('partnerOrder.stock')}</h2>
        <StockTable rows={stock.data} showCompany={false} {...queryState(stock, failed)} />
      </Section>
      <Section aria-labelledby="return-heading">
        <h2 id="return-heading">{t('partnerOrder.requestReturn')}</h2>
        <ReturnRequestForm stock={held} />
        <OrderStateTable
          label={t('partnerOrder.returns')}
          orders={returns.data}
          states="returnOrderStates"
          locale={locale}
          nameOf={nameOf}
          showCompany={false}
          {...queryState(returns, failed)}
        />
      </Section>
      <Section aria-labelledby="inventory-heading">
        <h2 id="inventory-heading">{t('partnerOrder.inventory')}</h2>
        <InventoryForm stock={held} />
      </Section>
    </>
  );
}
