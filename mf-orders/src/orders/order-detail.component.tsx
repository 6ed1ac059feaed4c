import { formatDateTime, type Locale, type Order, type OrderBooklet } from '@gb/contracts';
import {
  Button,
  ConfirmDialog,
  ErrorAlert,
  errorMessage,
  styled,
  useTranslation,
} from '@gb/shell/platform';
import { useState } from 'react';

import { OrderAddressCard } from './order-address-card.component';
import { OrderLinesCard } from './order-lines-card.component';
import { OrderPostageCard } from './order-postage-card.component';
import { useDeleteOrderMutation, useDownloadFileMutation } from './orders.api';
import { saveObjectUrl } from './save-object-url';

interface OrderDetailProps {
  order: Order;
  booklets: readonly OrderBooklet[];
  locale: Locale;
  onClose: () => void;
}

/** One order: address, lines and postage in form cards, invoice download and delete. */
export function OrderDetail({ order, booklets, locale, onClose }: OrderDetailProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [deleteOrder, deletion] = useDeleteOrderMutation();
  const [download, invoice] = useDownloadFileMutation();
  const failure = invoice.error ?? deletion.error;
  const params = { displayOrderId: order.displayOrderId };
  const downloadInvoice = async () => {
    const answer = await download(`order/${order.id}/invoice`);
    if (answer.data) {
      saveObjectUrl(answer.data, t('orderMail.invoiceFileName', params));
    }
  };
  return (
    <Detail aria-label={order.displayOrderId}>
      <Header>
        <h2>{order.displayOrderId}</h2>
        <span>{formatDateTime(order.orderDateTime, locale)}</span>
      </Header>
      <Actions>
        <Button type="button" $variant="plain" onClick={onClose}>
          {t('orderAdmin.backToList')}
        </Button>
        <Button type="button" $variant="plain" onClick={() => void downloadInvoice()}>
          {t('orderAdmin.invoice')}
        </Button>
        <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
          {t('orderAdmin.deleteOrder')}
        </Button>
      </Actions>
      <ErrorAlert message={failure && (errorMessage(failure) ?? t('errors.generic'))} />
      <Cards>
        <OrderAddressCard key={`address-${order.id}`} order={order} />
        <OrderLinesCard
          key={`lines-${order.id}-${order.total}`}
          order={order}
          booklets={booklets}
          locale={locale}
        />
        <OrderPostageCard
          key={`postage-${order.id}-${order.total}`}
          order={order}
          locale={locale}
        />
      </Cards>
      {confirming && (
        <ConfirmDialog
          question={t('orderAdmin.deleteConfirm', params)}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void deleteOrder(order.id).then((answer) => {
              if (!('error' in answer)) onClose();
            });
          }}
        />
      )}
    </Detail>
  );
}

const Detail = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
`;

const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.m};
  align-items: baseline;

  h2 {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
