import { bookletName, type Voucher, type VoucherListBooklet } from '@gb/contracts';
import { Button, errorMessage, styled, useTranslation } from '@gb/shell/platform';
import {
  Card,
  CardActions,
  CardHeading,
  ConfirmDialog,
  Muted,
  SelectField,
  toast,
} from '@gb/shell/platform/kit';
import { useId, useState } from 'react';

import {
  useAddVoucherToBookletMutation,
  useRemoveVoucherFromBookletMutation,
} from '../api/vouchers.api';
import type { ReferenceData } from '../list/use-reference-data';

interface VoucherBookletsCardProps {
  voucher: Voucher;
  reference: ReferenceData;
  /** Franchisees put a voucher into booklets and take it out. */
  mayChange: boolean;
}

/**
 * The booklets the voucher is in, named by the voucher's answer itself (a company may not open
 * every booklet its voucher is in); a franchisee who may edit it adds or removes one.
 */
export function VoucherBookletsCard({ voucher, reference, mayChange }: VoucherBookletsCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [add, adding] = useAddVoucherToBookletMutation();
  const [remove] = useRemoveVoucherFromBookletMutation();
  const [chosen, setChosen] = useState<number | null>(null);
  const [removing, setRemoving] = useState<VoucherListBooklet | null>(null);
  const call = async (change: Promise<unknown>) => {
    try {
      await change;
    } catch (refused) {
      toast.error(errorMessage(refused) ?? t('errors.generic'));
    }
  };
  const addable = reference.bookletOptions.filter(
    (option) => !voucher.inBookletIds.includes(option.value),
  );
  return (
    <Card $gap="s" aria-labelledby={titleId}>
      <CardHeading id={titleId}>{t('voucherAdmin.booklets')}</CardHeading>
      {voucher.inBooklets.length === 0 ? (
        <Muted>{t('voucherAdmin.noBooklets')}</Muted>
      ) : (
        <List>
          {voucher.inBooklets.map((booklet) => (
            <li key={booklet.id}>
              <span>{bookletName(booklet)}</span>
              {mayChange && (
                <Button type="button" $variant="plain" onClick={() => setRemoving(booklet)}>
                  {t('voucherAdmin.removeBooklet', { booklet: bookletName(booklet) })}
                </Button>
              )}
            </li>
          ))}
        </List>
      )}
      {mayChange && addable.length > 0 && (
        <CardActions $align="end">
          <SelectField<number>
            label={t('voucherAdmin.addBooklet')}
            options={addable}
            value={chosen}
            onChange={setChosen}
          />
          <Button
            type="button"
            disabled={chosen === null || adding.isLoading}
            onClick={() => {
              if (chosen === null) return;
              void call(add({ id: voucher.id, bookletId: chosen }).unwrap()).then(() =>
                setChosen(null),
              );
            }}
          >
            {t('voucherAdmin.add')}
          </Button>
        </CardActions>
      )}
      {removing !== null && (
        <ConfirmDialog
          question={t('voucherAdmin.removeBookletQuestion', { booklet: bookletName(removing) })}
          confirmLabel={t('voucherAdmin.removeBooklet', { booklet: bookletName(removing) })}
          destructive
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const bookletId = removing.id;
            setRemoving(null);
            void call(remove({ id: voucher.id, bookletId }).unwrap());
          }}
        />
      )}
    </Card>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.s};
  }
`;
