import type { ClientConfig } from '@gb/contracts';

import { api } from '../../api/platform.api';
import { publicCall } from '../../api/public-call';

/** The map's tile address, from the deployment's client config. */
export const mapTilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMapTiles: build.query<ClientConfig, void>({ query: () => publicCall('client-config') }),
  }),
});

export const { useGetMapTilesQuery } = mapTilesApi;
