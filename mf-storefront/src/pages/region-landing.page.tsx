import { PageTitle } from '@gb/shell/platform';
import { useParams } from 'react-router-dom';

import { useGetRegionsQuery } from '../api/regions.api';
import { PageLayout } from '../components/page-layout.component';
import { QueryState } from '../components/query-state.component';
import { NotFoundPage } from './not-found.page';

/** A regional landing page (/aarau-baden …), found by the region's canonical. */
export function RegionLandingPage() {
  const { regionCanonical } = useParams();
  const { data: regions, isLoading, isError, refetch } = useGetRegionsQuery();
  const region = regions?.find((candidate) => candidate.canonical === regionCanonical);
  if (regions && !region) return <NotFoundPage />;
  return (
    <PageLayout>
      <QueryState isLoading={isLoading} isError={isError} onRetry={() => void refetch()}>
        {region && (
          <>
            <PageTitle title={region.name} />
            <h1>{region.name}</h1>
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}
