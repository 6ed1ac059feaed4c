import { TitledPage, useParams } from '@gb/shell/platform';

import { useGetRegionQuery, useRenameRegionMutation } from '../api/regions.api';
import { RegionNameForm } from '../components/region-name-form.component';

/** /dashboard/regions/:regionId: renaming a region. */
export function RegionDetailPage() {
  const id = Number(useParams().regionId);
  const { data: region } = useGetRegionQuery(id, { skip: !Number.isInteger(id) });
  const [renameRegion] = useRenameRegionMutation();
  return (
    <TitledPage titleKey="routes.regionDetail">
      {region && (
        <RegionNameForm
          key={region.id}
          title={region.name}
          initialName={region.name}
          onSave={async (name) => !(await renameRegion({ id, name })).error}
        />
      )}
    </TitledPage>
  );
}
