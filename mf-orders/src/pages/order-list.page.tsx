import { formatMoney } from '@gb/contracts';
import { asLocale, ErrorAlert, styled, TitledPage, useTranslation } from '@gb/shell/platform';
import { useState } from 'react';

import { AbacusExport } from '../orders/abacus-export.component';
import { OrderDetail } from '../orders/order-detail.component';
import { filterOrders, orderTotals } from '../orders/order-filter';
import { OrderTable } from '../orders/order-table.component';
import { useGetOrderBookletsQuery, useGetOrdersQuery } from '../orders/orders.api';

/** /dashboard/orders: search, booklet filter, archived switch, totals, one order's detail. */
export function OrderListPage() {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const [archived, setArchived] = useState(false);
  const [search, setSearch] = useState('');
  const [bookletId, setBookletId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data: orders = [], isLoading, isError } = useGetOrdersQuery({ archived });
  const { data: booklets = [] } = useGetOrderBookletsQuery();
  const listed = filterOrders(orders, { search, bookletId });
  const totals = orderTotals(listed);
  const open = orders.find((order) => order.id === openId);

  return (
    <TitledPage titleKey="routes.orders">
      {open ? (
        <OrderDetail
          order={open}
          booklets={booklets}
          locale={locale}
          onClose={() => setOpenId(null)}
        />
      ) : (
        <>
          <Toolbar>
            <input
              type="search"
              aria-label={t('orderAdmin.search')}
              placeholder={t('orderAdmin.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <select
              aria-label={t('fields.booklet')}
              value={bookletId ?? ''}
              onChange={(event) =>
                setBookletId(event.target.value ? Number(event.target.value) : null)
              }
            >
              <option value="">{t('orderAdmin.allBooklets')}</option>
              {booklets.map((booklet) => (
                <option key={booklet.id} value={booklet.id}>
                  {booklet.regionName} {booklet.year}
                </option>
              ))}
            </select>
            <label>
              <input
                type="checkbox"
                checked={archived}
                onChange={(event) => setArchived(event.target.checked)}
              />{' '}
              {t('orderAdmin.archived')}
            </label>
            <AbacusExport />
          </Toolbar>
          <Totals data-testid="order-totals">
            <span>{t('orderAdmin.count', { num: totals.count })}</span>
            <span>{t('orderAdmin.totalQuantity', { num: totals.quantity })}</span>
            <span>
              {t('orderAdmin.totalRevenue', { total: formatMoney(totals.revenue, locale) })}
            </span>
          </Totals>
          <ErrorAlert message={isError ? t('errors.generic') : undefined} />
          {isLoading ? (
            <p>{t('common.loading')}</p>
          ) : (
            <OrderTable orders={listed} locale={locale} onOpen={setOpenId} />
          )}
        </>
      )}
    </TitledPage>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.m};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.spacing.m};
`;

const Totals = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.m};
  color: ${({ theme }) => theme.colors.muted};
`;
