import { VoucherStateClass, type Booklet, type SkippedVoucherReason } from '@gb/contracts';
import { BOOKLET_WIDE_MOVES } from '@gb/contracts/schemas';
import { Button, errorMessage, useTranslation } from '@gb/shell/platform';
import {
  Card,
  CardActions,
  CardHeading,
  ConfirmDialog,
  Muted,
  toast,
} from '@gb/shell/platform/kit';
import { useState } from 'react';

import { useMoveBookletVouchersMutation } from './booklets.api';

type Move = (typeof BOOKLET_WIDE_MOVES)[number];

/** The booklet-wide moves the booklet has vouchers for, each naming how many move. */
export function BookletWideActions({ booklet }: { booklet: Booklet }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<Move>();
  const [moveVouchers, { isLoading }] = useMoveBookletVouchersMutation();
  const count = (move: Move) => booklet.vouchersByState[move.from] ?? 0;
  const names = (move: Move) => ({
    from: t(`voucherStates.${move.from}`),
    to: t(`voucherStates.${move.to}`),
    num: count(move),
  });
  const possible = BOOKLET_WIDE_MOVES.filter((move) => count(move) > 0);
  const run = async (move: Move) => {
    setAsked(undefined);
    const result = await moveVouchers({
      id: booklet.id,
      fromStateClass: move.from,
      toStateClass: move.to,
    });
    if (result.error) {
      toast.error(errorMessage(result.error) ?? t('errors.generic'));
      return;
    }
    toast.success(t('bookletAdmin.moved', { num: result.data.moved }));
    const stayed = (reasons: readonly SkippedVoucherReason[]) =>
      result.data.skipped.filter((skip) => reasons.includes(skip.reason)).length;
    const withoutProof = stayed(['noProof']);
    if (withoutProof > 0) toast.error(t('bookletAdmin.notMovedNoProof', { num: withoutProof }));
    const refused = stayed(['notAllowed', 'changedMeanwhile']);
    if (refused > 0) toast.error(t('bookletAdmin.notMoved', { num: refused }));
  };
  return (
    <Card aria-labelledby="booklet-wide-title">
      <CardHeading id="booklet-wide-title">{t('bookletAdmin.bookletWideActions')}</CardHeading>
      {possible.length === 0 && <Muted>{t('bookletAdmin.nothingToMove')}</Muted>}
      <CardActions>
        {possible.map((move) => (
          <Button
            key={move.from}
            type="button"
            $variant="plain"
            disabled={isLoading}
            onClick={() => setAsked(move)}
          >
            {t('bookletAdmin.moveAll', names(move))} ({count(move)})
          </Button>
        ))}
      </CardActions>
      {asked && (
        <ConfirmDialog
          question={t('bookletAdmin.moveAllConfirm', {
            ...names(asked),
            mails: t(
              asked.to === VoucherStateClass.WaitingForApproval
                ? 'bookletAdmin.approvalMails'
                : 'bookletAdmin.goodForPrintingMails',
            ),
          })}
          confirmLabel={t('bookletAdmin.moveAll', names(asked))}
          onCancel={() => setAsked(undefined)}
          onConfirm={() => void run(asked)}
        />
      )}
    </Card>
  );
}
