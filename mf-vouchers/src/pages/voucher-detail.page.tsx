import { asLocale, ErrorAlert, styled, useParams, useTranslation } from '@gb/shell/platform';
import { PageLayout } from '@gb/shell/platform/kit';

import { useViewer } from '../api/use-viewer';
import { useGetVoucherQuery } from '../api/vouchers.api';
import { useEditingCards } from '../detail/editing-cards';
import { VoucherAddressCard } from '../detail/voucher-address-card.component';
import { VoucherBookletsCard } from '../detail/voucher-booklets-card.component';
import { VoucherComments } from '../detail/voucher-comments.component';
import { VoucherHistory } from '../detail/voucher-history.component';
import { VoucherImageRows } from '../detail/voucher-image-rows.component';
import { VoucherProofCard } from '../detail/voucher-proof-card.component';
import { VoucherOfferCard } from '../detail/voucher-offer-card.component';
import { VoucherStateActions } from '../detail/voucher-state-actions.component';
import { useReferenceData } from '../list/use-reference-data';

/** The api's status of a failed load, if it answered. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * /dashboard/vouchers/:voucherId: the state and its next steps, the offer and address cards,
 * the booklets, the image rows, comments and history of one voucher.
 */
export function VoucherDetailPage() {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const viewer = useViewer();
  const reference = useReferenceData(viewer);
  const voucherId = Number(useParams().voucherId);
  const valid = Number.isInteger(voucherId) && voucherId > 0;
  const { data: voucher, error, isLoading } = useGetVoucherQuery(voucherId, { skip: !valid });
  const { lock, reporter } = useEditingCards();
  const status = statusOf(error);
  const refusal =
    status === 403
      ? t('errors.voucherNotAllowed')
      : status === 404 || !valid
        ? t('voucherAdmin.notFound')
        : error
          ? t('kit.loadFailed')
          : undefined;
  return (
    <PageLayout
      title={t('routes.voucherDetail')}
      breadcrumbs={[
        { label: t('routes.vouchers'), to: '/dashboard/vouchers' },
        { label: voucher?.company.name ?? t('routes.voucherDetail') },
      ]}
    >
      <ErrorAlert message={refusal} />
      {isLoading && <p role="status">{t('common.loading')}</p>}
      {voucher && (
        <>
          <Heading>
            {voucher.company.name}
            <small>{t(`voucherStates.${voucher.stateClass}`)}</small>
          </Heading>
          <VoucherStateActions voucher={voucher} lock={lock} maySendMails={viewer.isFranchisee} />
          <Columns>
            <VoucherOfferCard
              voucher={voucher}
              viewer={viewer}
              reference={reference}
              onEditingChange={reporter('offer')}
            />
            <VoucherAddressCard voucher={voucher} onEditingChange={reporter('address')} />
          </Columns>
          <Columns>
            <VoucherBookletsCard
              voucher={voucher}
              reference={reference}
              mayChange={viewer.isFranchisee && voucher.mayEdit}
            />
            <VoucherImageRows voucher={voucher} />
          </Columns>
          <Columns>
            <VoucherProofCard voucher={voucher} viewer={viewer} />
          </Columns>
          <Columns>
            <VoucherComments voucherId={voucher.id} viewer={viewer} locale={locale} />
            <VoucherHistory voucherId={voucher.id} locale={locale} />
          </Columns>
        </>
      )}
    </PageLayout>
  );
}

const Heading = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;

  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.m};
    font-weight: 400;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  align-items: start;
`;
