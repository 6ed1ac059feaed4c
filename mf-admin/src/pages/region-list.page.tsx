import { Link, TitledPage, useTranslation } from '@gb/shell/platform';

import { useCreateRegionMutation, useListRegionsQuery } from '../api/regions.api';
import { RegionNameForm } from '../components/region-name-form.component';

/** /dashboard/regions: every region, and a form to create one. */
export function RegionListPage() {
  const { t } = useTranslation();
  const { data: regions = [] } = useListRegionsQuery();
  const [createRegion] = useCreateRegionMutation();
  return (
    <TitledPage titleKey="routes.regions">
      <ul aria-label={t('routes.regions')}>
        {regions.map((region) => (
          <li key={region.id}>
            <Link to={`/dashboard/regions/${region.id}`}>{region.name}</Link>
          </li>
        ))}
      </ul>
      <RegionNameForm
        title={t('userDialog.createRegion')}
        alwaysEditing
        onSave={async (name) => !(await createRegion({ name })).error}
      />
    </TitledPage>
  );
}
