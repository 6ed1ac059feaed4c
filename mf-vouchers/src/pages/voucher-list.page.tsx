import { asLocale, Button, useTranslation } from '@gb/shell/platform';
import { PageLayout, useUrlState } from '@gb/shell/platform/kit';
import { useState } from 'react';

import { useViewer } from '../api/use-viewer';
import { useGetVouchersQuery } from '../api/vouchers.api';
import { NewVoucherDialog } from '../list/new-voucher-dialog.component';
import { StateCounts } from '../list/state-counts.component';
import { useReferenceData } from '../list/use-reference-data';
import { VoucherFilterBar } from '../list/voucher-filter-bar.component';
import {
  LIST_URL_DEFAULTS,
  VOUCHER_PAGE_SIZE,
  voucherListFilter,
} from '../list/voucher-list-filter';
import { VoucherTable } from '../list/voucher-table.component';

/**
 * /dashboard/vouchers: the caller's vouchers (a company's own only), filtered in the URL, with
 * counts per state, favourites and, for franchisees, a new voucher.
 */
export function VoucherListPage() {
  const { t, i18n } = useTranslation();
  const viewer = useViewer();
  const reference = useReferenceData(viewer);
  const [url, setUrl] = useUrlState(LIST_URL_DEFAULTS);
  const [creating, setCreating] = useState(false);
  const filter = voucherListFilter(url, viewer.isStaff);
  const { data, isLoading, isError, refetch } = useGetVouchersQuery(filter);
  return (
    <PageLayout
      title={t('routes.vouchers')}
      toolbar={
        viewer.isFranchisee && (
          <Button type="button" onClick={() => setCreating(true)}>
            {t('voucherAdmin.newVoucher')}
          </Button>
        )
      }
    >
      <VoucherFilterBar
        url={url}
        onChange={setUrl}
        reference={reference}
        isStaff={viewer.isStaff}
      />
      {data && (
        <StateCounts
          counts={data.stateCounts}
          selected={url.state}
          onSelect={(state) => setUrl({ state })}
          stateLabel={reference.stateLabel}
        />
      )}
      <VoucherTable
        rows={data?.items}
        total={data?.total}
        pageSize={data?.pageSize ?? VOUCHER_PAGE_SIZE}
        isLoading={isLoading}
        error={isError ? t('kit.loadFailed') : undefined}
        onRetry={() => void refetch()}
        reference={reference}
        locale={asLocale(i18n.language)}
        isStaff={viewer.isStaff}
      />
      {creating && (
        <NewVoucherDialog
          reference={reference}
          userId={viewer.userId}
          onClose={() => setCreating(false)}
        />
      )}
    </PageLayout>
  );
}
