import {
  LOGIN_HASH_PLACEHOLDER,
  VoucherStateClass,
  type NextVoucherStateAnswer,
  type Voucher,
} from '@gb/contracts';
import { Button, errorMessage, styled, useAppDispatch, useTranslation } from '@gb/shell/platform';
import {
  Card,
  CardHeading,
  CheckboxField,
  ConfirmDialog,
  DangerZone,
  Dialog,
  Muted,
  TextField,
  toast,
} from '@gb/shell/platform/kit';
import { useId, useState } from 'react';

import { proofsChanged, useGetVoucherProofsQuery } from '../api/voucher-files.api';
import {
  useChangeVoucherStateMutation,
  useGetNextStatesQuery,
  useResendVoucherMailMutation,
} from '../api/vouchers.api';
import type { StateLock } from './editing-cards';

/** The general terms the company accepts with "GzD ok" (the footer links the same file). */
export const TERMS_PDF_URL = '/terms.pdf';

/**
 * The page the link mailed to the company opens (it logs them in once): a path inside the portal,
 * to which the api puts the portal's own address in front.
 */
export function loginUrlTemplate(voucherId: number): string {
  return `/dashboard/vouchers/${voucherId}?loginHash=${LOGIN_HASH_PLACEHOLDER}`;
}

interface VoucherStateActionsProps {
  voucher: Voucher;
  /** A card being edited or holding unsaved changes: the state waits. */
  lock: StateLock;
  /** Staff who may send the mail the company waits on again. */
  maySendMails: boolean;
}

/** The states in which a mail waits on the company (approval, GzD). */
const MAIL_STATES: readonly VoucherStateClass[] = [
  VoucherStateClass.WaitingForApproval,
  VoucherStateClass.GoodForPrintingCreated,
];
/** The decisions on a print proof: they name the version seen, "not ok" with a comment. */
const PROOF_DECISIONS: readonly string[] = ['goodForPrintingOk', 'goodForPrintingNotOk'];

/**
 * The steps this user may take now, as the api lists them (preferred forward step first), each
 * named by its action; deleting sits apart and asks first, "GzD ok" asks to accept the terms.
 */
export function VoucherStateActions({ voucher, lock, maySendMails }: VoucherStateActionsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dispatch = useAppDispatch();
  const { data: nextStates = [] } = useGetNextStatesQuery(voucher.id);
  const { data: proofs } = useGetVoucherProofsQuery(voucher.id);
  const [changeState, { isLoading }] = useChangeVoucherStateMutation();
  const [resendMail, resending] = useResendVoucherMailMutation();
  const [asking, setAsking] = useState<NextVoucherStateAnswer | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [comment, setComment] = useState('');
  const decidesProof = (next: NextVoucherStateAnswer) => PROOF_DECISIONS.includes(next.action);
  const newestProofId = proofs?.versions[0]?.id;
  const take = async (next: NextVoucherStateAnswer) => {
    setAsking(null);
    try {
      await changeState({
        id: voucher.id,
        newVoucherStateClass: next.stateClass,
        action: next.action,
        fromStateClass: voucher.stateClass,
        loginUrlTemplate: loginUrlTemplate(voucher.id),
        ...(next.requiresTermsAcceptance ? { termsAccepted: true } : {}),
        ...(decidesProof(next) && newestProofId !== undefined ? { proofId: newestProofId } : {}),
        ...(decidesProof(next) && comment.trim() ? { comment: comment.trim() } : {}),
      }).unwrap();
      if (decidesProof(next)) dispatch(proofsChanged(voucher.id));
      toast.success(t('voucher.stateChanged'));
    } catch (refused) {
      toast.error(errorMessage(refused) ?? t('errors.generic'));
    }
  };
  const ask = (next: NextVoucherStateAnswer) => {
    setTermsAccepted(false);
    setComment('');
    if (
      next.requiresTermsAcceptance ||
      next.stateClass === VoucherStateClass.Deleted ||
      next.action === 'goodForPrintingNotOk'
    ) {
      setAsking(next);
    } else void take(next);
  };
  const sendMailAgain = async () => {
    const result = await resendMail({
      id: voucher.id,
      loginUrlTemplate: loginUrlTemplate(voucher.id),
    });
    if (result.error) toast.error(errorMessage(result.error) ?? t('errors.generic'));
    else toast.success(t('voucher.approvalMailsSent'));
  };
  const button = (next: NextVoucherStateAnswer) => (
    <Button
      key={`${next.action}-${next.stateClass}`}
      type="button"
      $variant={next.stateClass === VoucherStateClass.Deleted ? 'danger' : 'primary'}
      disabled={lock !== undefined || isLoading}
      onClick={() => ask(next)}
    >
      {t(`voucherActions.${next.action}`)}
    </Button>
  );
  const forward = nextStates.filter((next) => next.stateClass !== VoucherStateClass.Deleted);
  const deleting = nextStates.filter((next) => next.stateClass === VoucherStateClass.Deleted);
  return (
    <Card $gap="s" aria-labelledby={titleId}>
      <CardHeading id={titleId}>{t('voucher.nextStates')}</CardHeading>
      <p>{t('voucherAdmin.state', { state: t(`voucherStates.${voucher.stateClass}`) })}</p>
      {lock && <Lock role="status">{t(lock)}</Lock>}
      {nextStates.length === 0 ? (
        <Muted>{t('voucherAdmin.noNextStates')}</Muted>
      ) : (
        <Buttons>{forward.map(button)}</Buttons>
      )}
      {maySendMails && MAIL_STATES.includes(voucher.stateClass) && (
        <Buttons>
          <Button
            type="button"
            $variant="plain"
            disabled={resending.isLoading}
            onClick={() => void sendMailAgain()}
          >
            {t('voucher.resendApprovalMail')}
          </Button>
        </Buttons>
      )}
      {deleting.length > 0 && (
        <DangerZone>
          <Buttons>{deleting.map(button)}</Buttons>
        </DangerZone>
      )}
      {asking?.requiresTermsAcceptance && (
        <Dialog
          title={t('voucherAdmin.termsTitle')}
          onOpenChange={(open) => !open && setAsking(null)}
        >
          <Terms>
            <p>{t('voucherAdmin.termsText')}</p>
            <a href={TERMS_PDF_URL} target="_blank" rel="noreferrer">
              {t('voucherAdmin.termsLink')}
            </a>
            <CheckboxField
              label={t('voucher.acceptTerms')}
              value={termsAccepted}
              onChange={setTermsAccepted}
            />
            <Buttons>
              <Button type="button" $variant="plain" onClick={() => setAsking(null)}>
                {t('common.cancel')}
              </Button>
              <Button type="button" disabled={!termsAccepted} onClick={() => void take(asking)}>
                {t(`voucherActions.${asking.action}`)}
              </Button>
            </Buttons>
          </Terms>
        </Dialog>
      )}
      {asking?.action === 'goodForPrintingNotOk' && (
        <Dialog title={t('voucher.notOkTitle')} onOpenChange={(open) => !open && setAsking(null)}>
          <Terms>
            <TextField
              label={t('fields.proofComment')}
              value={comment}
              onChange={setComment}
              rows={4}
            />
            <Buttons>
              <Button type="button" $variant="plain" onClick={() => setAsking(null)}>
                {t('common.cancel')}
              </Button>
              <Button type="button" onClick={() => void take(asking)}>
                {t(`voucherActions.${asking.action}`)}
              </Button>
            </Buttons>
          </Terms>
        </Dialog>
      )}
      {asking?.stateClass === VoucherStateClass.Deleted && (
        <ConfirmDialog
          question={t('voucherAdmin.deleteQuestion')}
          confirmLabel={t(`voucherActions.${asking.action}`)}
          destructive
          onCancel={() => setAsking(null)}
          onConfirm={() => void take(asking)}
        />
      )}
    </Card>
  );
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
`;

const Lock = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.s};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
`;

const Terms = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.m};

  p {
    margin: 0;
  }
`;
