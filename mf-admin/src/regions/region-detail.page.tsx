import { useParams, useTranslation } from '@gb/shell/platform';
import { PageLayout } from '@gb/shell/platform/kit';

import { useGetRegionQuery, useRenameRegionMutation } from './regions.api';
import { RegionNameForm } from './region-name-form.component';

/** /dashboard/regions/:regionId: renaming a region. */
export function RegionDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().regionId);
  const { data: region } = useGetRegionQuery(id, { skip: !Number.isInteger(id) });
  const [renameRegion] = useRenameRegionMutation();
  const title = t('routes.regionDetail');
  return (
    <PageLayout
      title={title}
      breadcrumbs={[
        { label: t('routes.home'), to: '/' },
        { label: t('routes.regions'), to: '/dashboard/regions' },
        { label: region?.name ?? title },
      ]}
    >
      {region && (
        <RegionNameForm
          key={region.id}
          title={region.name}
          initialName={region.name}
          onSave={(name) => renameRegion({ id, name }).unwrap()}
        />
      )}
    </PageLayout>
  );
}
