import { formatDateTime, type Locale, type Order, type OrderBooklet } from '@gb/contracts';
import {
  Button,
  ErrorAlert,
  errorMessage,
  Link,
  styled,
  useNavigate,
  useSearchParams,
  useTranslation,
} from '@gb/shell/platform';
import {
  ConfirmDialog,
  DangerZone,
  PageLayout,
  toast,
  useAuthorisedDownload,
} from '@gb/shell/platform/kit';
import { useState } from 'react';

import { OrderAddressCard } from './order-address-card.component';
import { OrderLinesCard } from './order-lines-card.component';
import { OrderPostageCard } from './order-postage-card.component';
import { useDeleteOrderMutation } from './orders.api';

interface OrderDetailProps {
  /** Undefined while loading, or when the list holds no such order. */
  order: Order | undefined;
  isLoading: boolean;
  booklets: readonly OrderBooklet[];
  locale: Locale;
}

/** The orders list with the same filters, without the opened order. */
function useListPath(): string {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.delete('order');
  const search = next.toString();
  return `/dashboard/orders${search ? `?${search}` : ''}`;
}

/**
 * One order: address, booklets and postage in form cards, the invoice in the toolbar, and its
 * deletion set apart at the end, confirmed first.
 */
export function OrderDetail({ order, isLoading, booklets, locale }: OrderDetailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listPath = useListPath();
  const [confirming, setConfirming] = useState(false);
  const [deleteOrder, deletion] = useDeleteOrderMutation();
  const invoice = useAuthorisedDownload({ refusal: 'caller' });
  const failure = invoice.error ?? deletion.error;
  const listTitle = t('routes.orders');
  const title =
    order?.displayOrderId ?? (isLoading ? t('common.loading') : t('orderAdmin.notFound'));
  const breadcrumbs = [
    { label: t('routes.home'), to: '/' },
    { label: listTitle, to: listPath },
    { label: title },
  ];
  if (!order) {
    return (
      <PageLayout title={title} breadcrumbs={breadcrumbs}>
        <Link to={listPath}>{t('orderAdmin.backToList')}</Link>
      </PageLayout>
    );
  }
  const params = { displayOrderId: order.displayOrderId };
  const downloadInvoice = () =>
    invoice.download(`order/${order.id}/invoice`, t('orderMail.invoiceFileName', params));
  const remove = async () => {
    setConfirming(false);
    const answer = await deleteOrder(order.id);
    if ('error' in answer) return;
    toast.success(t('orderAdmin.deleted'));
    navigate(listPath);
  };
  return (
    <PageLayout
      title={title}
      breadcrumbs={breadcrumbs}
      toolbar={
        <>
          <Link to={listPath}>{t('orderAdmin.backToList')}</Link>
          <Button type="button" $variant="plain" onClick={() => void downloadInvoice()}>
            {t('orderAdmin.invoice')}
          </Button>
        </>
      }
    >
      <p>
        {t('orderAdmin.orderDate')}: {formatDateTime(order.orderDateTime, locale)}
      </p>
      <ErrorAlert message={failure && (errorMessage(failure) ?? t('errors.generic'))} />
      <Cards>
        <OrderAddressCard key={`address-${order.id}`} order={order} />
        <OrderLinesCard key={`lines-${order.id}`} order={order} booklets={booklets} />
        <OrderPostageCard key={`postage-${order.id}`} order={order} locale={locale} />
      </Cards>
      <DangerZone>
        <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
          {t('orderAdmin.deleteOrder')}
        </Button>
      </DangerZone>
      {confirming && (
        <ConfirmDialog
          question={t('orderAdmin.deleteConfirm', params)}
          confirmLabel={t('orderAdmin.deleteOrder')}
          destructive
          onCancel={() => setConfirming(false)}
          onConfirm={() => void remove()}
        />
      )}
    </PageLayout>
  );
}

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  min-width: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
