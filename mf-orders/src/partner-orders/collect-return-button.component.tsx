import { ReturnOrderState, type ReturnOrder } from '@gb/contracts';
import { Button, errorMessage, styled, useTranslation } from '@gb/shell/platform';
import { Dialog, NumberField, toast } from '@gb/shell/platform/kit';
import { useState } from 'react';

import { useChangeReturnOrderStateMutation } from './partner-orders.api';

interface CollectReturnButtonProps {
  order: ReturnOrder;
  nameOf: (bookletId: number) => string;
}

/**
 * Marks a return as collected after the franchisee counted what came back per booklet (the
 * announced quantity unless changed, never more).
 */
export function CollectReturnButton({ order, nameOf }: CollectReturnButtonProps) {
  const { t } = useTranslation();
  const [counting, setCounting] = useState(false);
  const [counted, setCounted] = useState<Record<number, number>>({});
  const [collect] = useChangeReturnOrderStateMutation();
  const label = t('partnerOrder.moveTo', { state: t('returnOrderStates.collected') });
  const countOf = (bookletId: number, quantity: number) => counted[bookletId] ?? quantity;
  const confirm = async () => {
    setCounting(false);
    const answer = await collect({
      id: order.id,
      state: ReturnOrderState.Collected,
      returned: order.orderLines.map(({ bookletId, quantity }) => ({
        bookletId,
        quantity: countOf(bookletId, quantity),
      })),
    });
    if (answer.error) toast.error(errorMessage(answer.error) ?? t('errors.generic'));
    else toast.success(t('partnerOrder.stateChanged'));
  };
  return (
    <>
      <Button type="button" $variant="plain" onClick={() => setCounting(true)}>
        {label}
      </Button>
      {counting && (
        <Dialog
          title={t('partnerOrder.collectTitle', { displayOrderId: order.displayOrderId })}
          role="alertdialog"
          onOpenChange={(open) => !open && setCounting(false)}
        >
          <p>{t('partnerOrder.collectQuestion')}</p>
          {order.orderLines.map(({ bookletId, quantity }) => (
            <NumberField
              key={bookletId}
              label={t('partnerOrder.returnedOf', { booklet: nameOf(bookletId) })}
              description={t('partnerOrder.announced', { num: quantity })}
              minValue={0}
              maxValue={quantity}
              value={countOf(bookletId, quantity)}
              onChange={(value) =>
                setCounted((current) => ({
                  ...current,
                  [bookletId]: Number.isNaN(value) ? 0 : value,
                }))
              }
            />
          ))}
          <Actions>
            <Button type="button" $variant="plain" onClick={() => setCounting(false)}>
              {t('common.no')}
            </Button>
            <Button type="button" onClick={() => void confirm()}>
              {label}
            </Button>
          </Actions>
        </Dialog>
      )}
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.s};
  margin-top: ${({ theme }) => theme.spacing.m};
`;
