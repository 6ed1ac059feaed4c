import { formatDecimal } from '@gb/contracts';
import { asLocale, Button, errorMessage, styled, useTranslation } from '@gb/shell/platform';
import {
  Card,
  CardActions,
  CardHeading,
  ConfirmDialog,
  DataTable,
  Muted,
  toast,
  type DataColumn,
} from '@gb/shell/platform/kit';
import { lazy, Suspense, useMemo, useState } from 'react';

import { redemptionsPerVoucher, redemptionsPerWeek } from './redemption-weeks';
import {
  useGetCompanyRedemptionsQuery,
  useGetRedemptionPinQuery,
  useRenewRedemptionPinMutation,
} from './redemptions.api';

// Chart.js comes with this chart only, never with the rest of the company's pages.
const RedemptionsPerWeekChart = lazy(async () => ({
  default: (await import('./redemptions-chart.component')).RedemptionsPerWeekChart,
}));

/** The PIN the partner's staff enter on a guest's phone, and a new one when it got out. */
function RedemptionPinCard({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const pin = useGetRedemptionPinQuery(companyId);
  const [renew, { isLoading }] = useRenewRedemptionPinMutation();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    setAsking(false);
    const result = await renew(companyId);
    if (result.error) toast.error(errorMessage(result.error) ?? t('errors.generic'));
    else toast.success(t('companyAdmin.pinRenewed'));
  };
  return (
    <Card aria-labelledby="redemption-pin-title">
      <CardHeading id="redemption-pin-title">{t('companyAdmin.redemptionPin')}</CardHeading>
      <Muted>{t('companyAdmin.redemptionPinHint')}</Muted>
      {pin.isError && <p role="alert">{t('kit.loadFailed')}</p>}
      {pin.data ? (
        <Pin aria-label={t('companyAdmin.redemptionPin')} data-testid="redemption-pin">
          {pin.data.pin}
        </Pin>
      ) : (
        !pin.isError && <Muted role="status">{t('common.loading')}</Muted>
      )}
      <CardActions>
        <Button
          type="button"
          $variant="plain"
          disabled={isLoading || !pin.data}
          onClick={() => setAsking(true)}
        >
          {t('companyAdmin.renewPin')}
        </Button>
      </CardActions>
      {asking && (
        <ConfirmDialog
          title={t('companyAdmin.renewPin')}
          question={t('companyAdmin.renewPinConfirm')}
          confirmLabel={t('companyAdmin.renewPin')}
          onCancel={() => setAsking(false)}
          onConfirm={() => void confirm()}
        />
      )}
    </Card>
  );
}

interface VoucherRow {
  voucherId: number;
  offerShort: string;
  redemptions: number;
}

/** How often the company's vouchers were redeemed: in total, per week and per voucher. */
function RedemptionsCard({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const redemptions = useGetCompanyRedemptionsQuery(companyId);
  const rows = redemptions.data;
  const weeks = useMemo(() => redemptionsPerWeek(rows ?? [], new Date()), [rows]);
  const number = (value: number) => formatDecimal(value, locale);
  const columns: DataColumn<VoucherRow>[] = [
    {
      id: 'offer',
      header: t('companyAdmin.offer'),
      cell: (row) => row.offerShort,
      sortValue: (row) => row.offerShort,
    },
    {
      id: 'redemptions',
      header: t('companyAdmin.redemptions'),
      cell: (row) => number(row.redemptions),
      sortValue: (row) => row.redemptions,
    },
  ];
  const chartLabel = t('companyAdmin.redemptionsPerWeek');
  return (
    <Card aria-labelledby="redemptions-title">
      <CardHeading id="redemptions-title">{t('companyAdmin.redemptions')}</CardHeading>
      {rows && (
        <Total>
          <dt>{t('companyAdmin.redemptionsTotal')}</dt>
          <dd data-testid="redemptions-total">{number(rows.length)}</dd>
        </Total>
      )}
      {rows && rows.length > 0 && (
        <Figure>
          <figcaption>{chartLabel}</figcaption>
          <ChartBox>
            <Suspense fallback={<Muted role="status">{t('common.loading')}</Muted>}>
              <RedemptionsPerWeekChart weeks={weeks} locale={locale} label={chartLabel} />
            </Suspense>
          </ChartBox>
        </Figure>
      )}
      <DataTable
        label={t('companyAdmin.redemptionsPerVoucher')}
        columns={columns}
        rows={rows && redemptionsPerVoucher(rows)}
        rowKey={(row) => row.voucherId}
        isLoading={redemptions.isLoading}
        error={redemptions.isError ? t('kit.loadFailed') : undefined}
        onRetry={() => void redemptions.refetch()}
        emptyMessage={t('companyAdmin.noRedemptions')}
      />
    </Card>
  );
}

/** A partner company's redemption PIN and its vouchers' redemptions. */
export function CompanyRedemptions({ companyId }: { companyId: number }) {
  return (
    <>
      <RedemptionPinCard companyId={companyId} />
      <RedemptionsCard companyId={companyId} />
    </>
  );
}

const Pin = styled.p`
  margin: 0;
  font-size: 2.5rem;
  font-weight: 700;
  letter-spacing: 0.3em;
  font-variant-numeric: tabular-nums;
`;

const Total = styled.dl`
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-size: 2rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
`;

const ChartBox = styled.div`
  position: relative;
  height: 16rem;
  min-width: 0;
`;
