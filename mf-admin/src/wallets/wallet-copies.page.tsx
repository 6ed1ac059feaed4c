import { formatDateTime } from '@gb/contracts';
import type { WalletCopy } from '@gb/contracts/answers';
import { moveWalletCopySchema, walletCopyQuerySchema } from '@gb/contracts/schemas';
import { asLocale, styled, useTranslation } from '@gb/shell/platform';
import {
  Card,
  CardHeading,
  FormCard,
  FormTextField,
  Muted,
  PageLayout,
  toast,
} from '@gb/shell/platform/kit';
import { useState } from 'react';

import { useGetWalletCopiesQuery, useMoveWalletCopyMutation } from './wallets.api';

type Event = WalletCopy['history'][number];

/** What happened, in the staff's words. */
function useEventText() {
  const { t } = useTranslation();
  const whatHappened = (event: Event): string => {
    switch (event.kind) {
      case 'activated':
        return t('walletAdmin.activated', { email: event.email });
      case 'redeemed':
        return event.voucherOffer === null
          ? t('walletAdmin.redeemedDeleted')
          : t('walletAdmin.redeemed', {
              voucherOffer: event.voucherOffer,
              companyName: event.companyName ?? '',
              voucherId: event.voucherId ?? '',
            });
      case 'moved':
        return t('walletAdmin.moved', { from: event.fromEmail ?? '', to: event.email });
      case 'link-sent':
        return t('walletAdmin.linkSent', { email: event.email });
      case 'link-renewed':
        return t('walletAdmin.linkRenewed');
    }
  };
  return (event: Event) => {
    const what = whatHappened(event);
    const who = event.username
      ? t('walletAdmin.byStaff', { user: event.username })
      : t('walletAdmin.byClient');
    return `${what} (${who})`;
  };
}

/** A copy in the wallet: its booklet, its history and the move to another e-mail. */
function WalletCopyCard({ copy }: { copy: WalletCopy }) {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const [move] = useMoveWalletCopyMutation();
  const eventText = useEventText();
  const booklet = `${copy.regionName} ${copy.year}`;
  const headingId = `wallet-copy-${copy.copyId}`;
  return (
    <Card aria-labelledby={headingId}>
      <CardHeading id={headingId}>
        {t('walletAdmin.copy', { booklet, copyId: copy.copyId })}
      </CardHeading>
      <Muted>{t('walletAdmin.inWalletOf', { email: copy.email })}</Muted>
      <History aria-label={t('walletAdmin.history', { booklet })}>
        {copy.history.map((event, index) => (
          <li key={`${event.happenedAt}-${index}`}>
            <time dateTime={event.happenedAt}>{formatDateTime(event.happenedAt, locale)}</time>
            {': '}
            {eventText(event)}
          </li>
        ))}
      </History>
      <FormCard
        title={t('walletAdmin.moveTitle', { booklet })}
        schema={moveWalletCopySchema}
        values={{ email: '' }}
        alwaysEditing
        resetAfterSave
        submitLabel={t('walletAdmin.move')}
        onSave={async ({ email }) => {
          await move({ copyId: copy.copyId, email }).unwrap();
          toast.success(t('walletAdmin.movedTo', { booklet, email }));
        }}
      >
        <FormTextField
          name="email"
          type="email"
          label={t('walletAdmin.newEmail')}
          description={t('walletAdmin.moveHint')}
          isRequired
        />
      </FormCard>
    </Card>
  );
}

/**
 * /dashboard/wallets: staff help a client: the copies in an e-mail's wallet, each with its
 * history (who did what, when), and a lost phone's move to another e-mail.
 */
export function WalletCopiesPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const copies = useGetWalletCopiesQuery(email, { skip: !email });
  const title = t('routes.wallets');
  return (
    <PageLayout
      title={title}
      breadcrumbs={[{ label: t('routes.home'), to: '/' }, { label: title }]}
    >
      <FormCard
        title={t('walletAdmin.find')}
        schema={walletCopyQuerySchema}
        values={{ email }}
        alwaysEditing
        submitLabel={t('walletAdmin.search')}
        onSave={async (values) => setEmail(values.email.trim().toLowerCase())}
      >
        <FormTextField name="email" type="email" label={t('fields.email')} isRequired />
      </FormCard>
      {email && (
        <section aria-labelledby="wallet-copies-title" aria-busy={copies.isFetching}>
          <h2 id="wallet-copies-title">{t('walletAdmin.copiesOf', { email })}</h2>
          {copies.isError && <p role="alert">{t('kit.loadFailed')}</p>}
          {copies.isLoading && <p role="status">{t('common.loading')}</p>}
          {copies.data?.length === 0 && <p role="status">{t('walletAdmin.none')}</p>}
          <Copies>
            {copies.data?.map((copy) => (
              <WalletCopyCard key={copy.copyId} copy={copy} />
            ))}
          </Copies>
        </section>
      )}
    </PageLayout>
  );
}

const History = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
`;

const Copies = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
`;
