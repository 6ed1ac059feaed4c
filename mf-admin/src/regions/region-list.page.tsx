import type { Region } from '@gb/contracts';
import { Link, useTranslation } from '@gb/shell/platform';
import { DataTable, PageLayout, type DataColumn } from '@gb/shell/platform/kit';

import { useCreateRegionMutation, useListRegionsQuery } from './regions.api';
import { RegionNameForm } from './region-name-form.component';

/** /dashboard/regions: every region, and a form to create one. */
export function RegionListPage() {
  const { t } = useTranslation();
  const regions = useListRegionsQuery();
  const [createRegion] = useCreateRegionMutation();
  const title = t('routes.regions');
  const columns: DataColumn<Region>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (region) => <Link to={`/dashboard/regions/${region.id}`}>{region.name}</Link>,
      sortValue: (region) => region.name.toLowerCase(),
    },
    {
      id: 'canonical',
      header: t('fields.canonical'),
      cell: (region) => region.canonical,
      sortValue: (region) => region.canonical,
    },
  ];
  return (
    <PageLayout
      title={title}
      breadcrumbs={[{ label: t('routes.home'), to: '/' }, { label: title }]}
    >
      <DataTable
        label={title}
        columns={columns}
        rows={regions.data}
        rowKey={(region) => region.id}
        isLoading={regions.isLoading}
        error={regions.isError ? t('kit.loadFailed') : undefined}
        onRetry={() => void regions.refetch()}
      />
      <RegionNameForm
        title={t('userDialog.createRegion')}
        creating
        onSave={(name) => createRegion({ name }).unwrap()}
      />
    </PageLayout>
  );
}
