import { VoucherStateClass, pathTo, type Booklet } from '@gb/contracts';
import { Button, errorMessage, useNavigate, useTranslation } from '@gb/shell/platform';
import { ConfirmDialog, toast } from '@gb/shell/platform/kit';
import { useState } from 'react';

import { useCloneBookletMutation } from './booklets.api';

/** How many of the booklet's vouchers a clone copies (all but Declined and Deleted). */
export function clonedVoucherCount(booklet: Booklet): number {
  return Object.entries(booklet.vouchersByState)
    .filter(
      ([state]) => state !== VoucherStateClass.Declined && state !== VoucherStateClass.Deleted,
    )
    .reduce((sum, [, count]) => sum + (count ?? 0), 0);
}

/** Copies a booklet to the following year after a confirmation saying what is copied. */
export function CloneBooklet({ booklet }: { booklet: Booklet }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [cloneBooklet, { isLoading }] = useCloneBookletMutation();
  const nextYear = booklet.year + 1;
  const names = { region: booklet.regionName, year: booklet.year, nextYear };

  const clone = async () => {
    setAsking(false);
    const result = await cloneBooklet({ id: booklet.id, year: nextYear });
    if (result.error) {
      toast.error(errorMessage(result.error) ?? t('errors.generic'));
      return;
    }
    toast.success(t('bookletAdmin.cloned', { region: booklet.regionName, year: nextYear }));
    navigate(pathTo('bookletDetail', { bookletId: result.data.id }));
  };

  return (
    <>
      <Button
        type="button"
        $variant="plain"
        disabled={isLoading}
        aria-label={`${t('bookletAdmin.clone')}: ${t('bookletAdmin.booklet', names)}`}
        onClick={() => setAsking(true)}
      >
        {t('bookletAdmin.clone')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t('bookletAdmin.cloneTitle', names)}
          question={t('bookletAdmin.cloneConfirm', { ...names, num: clonedVoucherCount(booklet) })}
          confirmLabel={t('bookletAdmin.clone')}
          onCancel={() => setAsking(false)}
          onConfirm={() => void clone()}
        />
      )}
    </>
  );
}
