import { Button, styled, translate, useLocation, useTranslation } from '@gb/shell/platform';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { OrderTextField } from '../order-form/order-text-field.component';
import { linkError } from './activation-form';
import { refusalMessage, useRequestWalletLinkMutation } from './wallet.api';
import { WalletForm, WalletOutcome, type Outcome } from './wallet-outcome.component';

/** The fragment of the activation page that opens on this form (the wallet's "not found" links it). */
export const NEW_LINK_FRAGMENT = 'new-link';

/**
 * A client who lost the wallet's mail asks for a new link with the wallet's e-mail. The answer is
 * the same whether the e-mail has a wallet; the former link keeps working until the new one is
 * opened. Opened through `#new-link`, the e-mail field takes the focus.
 */
export function WalletLinkForm() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const headingId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [visited, setVisited] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [requestLink, { isLoading }] = useRequestWalletLinkMutation();

  useEffect(() => {
    if (hash === `#${NEW_LINK_FRAGMENT}`) field.current?.focus();
  }, [hash]);

  const error = linkError({ email }, translate);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (error) {
      setAttempted(true);
      field.current?.focus();
      return;
    }
    if (isLoading) return;
    try {
      const answer = await requestLink({ email }).unwrap();
      setOutcome({ tone: 'success', text: t('order.wallet.linkSent', { email: answer.email }) });
      setVisited(false);
      setAttempted(false);
    } catch (failure) {
      setOutcome({ tone: 'danger', text: refusalMessage(failure, t('order.wallet.linkFailed')) });
    }
  };

  return (
    <Section id={NEW_LINK_FRAGMENT} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('order.wallet.lostLinkTitle')}</h2>
      <p>{t('order.wallet.lostLinkIntro')}</p>
      <WalletOutcome outcome={outcome} />
      <WalletForm
        onSubmit={(event) => void submit(event)}
        aria-label={t('order.wallet.lostLinkForm')}
        noValidate
      >
        <OrderTextField
          ref={field}
          label={t('fields.email')}
          name="link-email"
          type="email"
          value={email}
          required
          autoComplete="email"
          error={attempted || visited ? error : undefined}
          onBlur={() => setVisited(true)}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" aria-disabled={isLoading}>
          {isLoading ? t('order.wallet.sendingLink') : t('order.wallet.sendLink')}
        </Button>
      </WalletForm>
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.xl};
  scroll-margin-top: ${({ theme }) => theme.spacing.xl};
`;
