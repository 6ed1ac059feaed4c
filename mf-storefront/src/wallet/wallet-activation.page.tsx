import {
  Button,
  Link,
  Navigate,
  PageTitle,
  styled,
  translate,
  useSearchParams,
  useTranslation,
} from '@gb/shell/platform';
import { useState, type FormEvent } from 'react';

import { OrderTextField } from '../order-form/order-text-field.component';
import { activationErrors, typedCode, type ActivationField } from './activation-form';
import { lastWalletPath } from './offline/wallet-offline';
import { refusalMessage, useActivateWalletMutation } from './wallet.api';
import { WalletLayout } from './wallet-layout.component';
import { WalletLinkForm } from './wallet-link-form.component';
import { WalletForm, WalletOutcome, type Outcome } from './wallet-outcome.component';

/**
 * `/wallet`: a copy's activation code and an e-mail address; the code's check character catches
 * a typo before any request, and the api's answer (mailed, refused, too many) shows above the
 * form and takes the focus. Below it, a client who lost the wallet's mail asks for a new link.
 */
export function WalletActivationPage() {
  const { t } = useTranslation();
  const [state, setState] = useState({ code: '', email: '' });
  const [visited, setVisited] = useState<ReadonlySet<ActivationField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [activate, { isLoading }] = useActivateWalletMutation();
  const walletPath = lastWalletPath();
  const [searchParams] = useSearchParams();

  const errors = activationErrors(state, translate);
  const shown = (field: ActivationField) =>
    attempted || visited.has(field) ? errors[field] : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setAttempted(true);
      const first = errors.code ? 'code' : 'email';
      document.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    if (isLoading) return;
    try {
      const answer = await activate(state).unwrap();
      setOutcome({
        tone: 'success',
        text: t('order.wallet.activated', {
          booklet: `${answer.regionName} ${answer.year}`,
          email: state.email.trim(),
        }),
      });
      setState({ code: '', email: state.email });
      setVisited(new Set());
      setAttempted(false);
    } catch (error) {
      setOutcome({
        tone: 'danger',
        text: refusalMessage(error, t('order.wallet.activationFailed')),
      });
    }
  };

  // The home screen's icon opens the wallet this device knows.
  if (searchParams.has('home-screen') && walletPath) return <Navigate to={walletPath} replace />;

  const visit = (field: ActivationField) => setVisited((before) => new Set(before).add(field));
  return (
    <WalletLayout>
      <PageTitle title={t('routes.walletActivation')} />
      <Narrow>
        <h1>{t('order.wallet.activationTitle')}</h1>
        <p>{t('order.wallet.activationIntro')}</p>
        <p>{t('order.wallet.codeHint')}</p>
        {walletPath && (
          <p>
            <Link to={walletPath}>{t('routes.wallet')}</Link>
          </p>
        )}
        <WalletOutcome outcome={outcome} />
        <WalletForm
          onSubmit={(event) => void submit(event)}
          aria-label={t('order.wallet.activationForm')}
          noValidate
        >
          <OrderTextField
            label={t('fields.code')}
            name="code"
            value={state.code}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="K7QX-94HM-T2RB-5NC2"
            error={shown('code')}
            onBlur={() => visit('code')}
            onChange={(event) => setState((s) => ({ ...s, code: typedCode(event.target.value) }))}
          />
          <OrderTextField
            label={t('fields.email')}
            name="email"
            type="email"
            value={state.email}
            required
            autoComplete="email"
            error={shown('email')}
            onBlur={() => visit('email')}
            onChange={(event) => setState((s) => ({ ...s, email: event.target.value }))}
          />
          <Button type="submit" aria-disabled={isLoading}>
            {isLoading ? t('order.wallet.activating') : t('order.wallet.activate')}
          </Button>
        </WalletForm>
        <WalletLinkForm />
      </Narrow>
    </WalletLayout>
  );
}

const Narrow = styled.div`
  max-width: 32rem;
`;
