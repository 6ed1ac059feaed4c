import { asLocale, Button, styled, useTranslation } from '@gb/shell/platform';
import { formatDateTime } from '@gb/contracts';
import type { WalletBooklet, WalletVoucher } from '@gb/contracts/answers';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { newIdempotencyKey } from '../order-form/idempotency-key';
import { formatDistance } from './wallet-distance';
import { keepsKey, redemptionFailure, type RedemptionOutcome } from './wallet-redemption';
import { WalletVoucherImage } from './wallet-voucher-image.component';
import { TextButton } from './wallet-layout.component';
import { useRedeemVoucherMutation } from './wallet.api';

interface WalletVoucherDetailProps {
  token: string;
  booklet: WalletBooklet;
  voucher: WalletVoucher;
  metres: number | null;
  online: boolean;
  onBack: () => void;
  /** Asks the api for the wallet again (after a 409, it shows the first redemption's time). */
  onStale: () => void;
}

/**
 * A voucher of the wallet: picture, offer, business, address, opening hours, and its state. While
 * it is not redeemed, a large button asks for the partner's PIN, which the partner types; then the
 * time of the redemption shows large enough for the staff to read across the counter.
 */
export function WalletVoucherDetail({
  token,
  booklet,
  voucher,
  metres,
  online,
  onBack,
  onStale,
}: WalletVoucherDetailProps) {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const headingId = useId();
  const [askingPin, setAskingPin] = useState(false);
  const [pin, setPin] = useState('');
  const [outcome, setOutcome] = useState<RedemptionOutcome | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const [redeem, { isLoading }] = useRedeemVoucherMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const pinInput = useRef<HTMLInputElement>(null);
  const stamp = useRef<HTMLDivElement>(null);
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (askingPin) pinInput.current?.focus();
  }, [askingPin]);
  useEffect(() => {
    if (voucher.redeemedAt && outcome?.kind === 'redeemed') stamp.current?.focus();
    else if (outcome) message.current?.focus();
  }, [outcome, voucher.redeemedAt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || !online || !/^\d{4,6}$/.test(pin)) {
      if (!/^\d{4,6}$/.test(pin)) setOutcome({ kind: 'refused', message: undefined });
      return;
    }
    try {
      const answer = await redeem({
        token,
        voucherId: voucher.id,
        pin,
        idempotencyKey: idempotencyKey.current,
      }).unwrap();
      setAskingPin(false);
      setOutcome({ kind: 'redeemed', redeemedAt: answer.redeemedAt });
    } catch (error) {
      const failure = redemptionFailure(error);
      if (!keepsKey(failure)) idempotencyKey.current = newIdempotencyKey();
      if (failure.kind !== 'noAnswer') setPin('');
      if (failure.kind === 'alreadyRedeemed') {
        setAskingPin(false);
        onStale();
      }
      setOutcome(failure);
    }
  };

  const failureText = (failed: RedemptionOutcome) => {
    switch (failed.kind) {
      case 'pinWrong':
        return t('order.wallet.pinWrong');
      case 'locked':
        return t('order.wallet.locked');
      case 'alreadyRedeemed':
        return failed.message ?? t('order.wallet.alreadyRedeemed', { time: '' });
      case 'refused':
        return failed.message ?? t('validation.redemptionPin', { field: t('fields.pin') });
      case 'noAnswer':
        return t('order.wallet.redemptionFailed');
      default:
        return '';
    }
  };

  const redeemedAt = voucher.redeemedAt;
  return (
    <Detail aria-labelledby={headingId}>
      <BackButton type="button" onClick={onBack}>
        ← {t('order.wallet.back')}
      </BackButton>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {voucher.offerShort}
      </h2>
      <WalletVoucherImage voucher={voucher} sizes="(min-width: 600px) 36rem, calc(100vw - 2rem)" />
      {redeemedAt ? (
        <Stamp ref={stamp} tabIndex={-1} role="status" data-testid="redeemed-stamp">
          {t('order.wallet.redeemedOn', { time: formatDateTime(redeemedAt, locale) })}
        </Stamp>
      ) : booklet.redeemable ? (
        <RedeemArea>
          {!online && <Notice role="status">{t('order.wallet.offlineRedeem')}</Notice>}
          {outcome && outcome.kind !== 'redeemed' && (
            <Failure ref={message} tabIndex={-1} role="alert">
              {failureText(outcome)}
            </Failure>
          )}
          {askingPin ? (
            <PinForm
              onSubmit={(event) => void submit(event)}
              aria-label={t('order.wallet.redeemTitle')}
            >
              <p>{t('order.wallet.pinPrompt')}</p>
              <label>
                {t('fields.pin')}
                <PinInput
                  ref={pinInput}
                  name="pin"
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={6}
                  required
                  value={pin}
                  onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
                />
              </label>
              <Actions>
                <BigButton type="submit" aria-disabled={isLoading || !online}>
                  {isLoading ? t('order.wallet.redeeming') : t('order.wallet.confirmRedemption')}
                </BigButton>
                <SecondaryButton
                  type="button"
                  onClick={() => {
                    setAskingPin(false);
                    setPin('');
                  }}
                >
                  {t('order.wallet.cancel')}
                </SecondaryButton>
              </Actions>
            </PinForm>
          ) : (
            <BigButton
              type="button"
              aria-disabled={!online}
              onClick={() => online && setAskingPin(true)}
            >
              {t('order.wallet.redeem')}
            </BigButton>
          )}
        </RedeemArea>
      ) : (
        <Notice>{t('order.wallet.bookletNotRedeemable')}</Notice>
      )}
      <Facts>
        <dt>{t('order.wallet.offer')}</dt>
        <dd>{voucher.offerLong || voucher.offerShort}</dd>
        <dt>{t('order.wallet.address')}</dt>
        <dd>
          <strong>{voucher.companyName}</strong>
          <br />
          {voucher.street}
          <br />
          {voucher.zip} {voucher.city}
          {metres !== null && (
            <>
              <br />
              {t('order.wallet.distance', { distance: formatDistance(metres, locale) })}
            </>
          )}
        </dd>
        {voucher.openingHours && (
          <>
            <dt>{t('order.wallet.openingHours')}</dt>
            <dd>
              <Lines>{voucher.openingHours}</Lines>
            </dd>
          </>
        )}
      </Facts>
    </Detail>
  );
}

const Detail = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
  max-width: 36rem;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const BackButton = styled(TextButton)`
  align-self: flex-start;
  padding: 0;
`;

const RedeemArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
`;

const BigButton = styled(Button)`
  width: 100%;
  min-height: 3.5rem;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: bold;

  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const SecondaryButton = styled.button`
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.s};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

const PinForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
  padding: ${({ theme }) => theme.spacing.m};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.m};

  p {
    margin: 0;
  }

  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
    font-weight: bold;
  }
`;

const PinInput = styled.input`
  padding: ${({ theme }) => theme.spacing.s};
  border: 1px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.s};
  font-size: 2rem;
  letter-spacing: 0.5em;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
`;

const Stamp = styled.div`
  padding: ${({ theme }) => theme.spacing.m};
  border: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.m};
  color: ${({ theme }) => theme.colors.success};
  font-size: 2rem;
  font-weight: bold;
  line-height: 1.2;
  text-align: center;
`;

const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.m};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.m};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: bold;
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.s};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.s};
`;

const Facts = styled.dl`
  margin: 0;

  dt {
    font-weight: bold;
    margin-top: ${({ theme }) => theme.spacing.s};
  }

  dd {
    margin: 0;
  }
`;

const Lines = styled.span`
  white-space: pre-line;
`;
