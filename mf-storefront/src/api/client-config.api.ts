import type { ClientConfig } from '@gb/contracts';
import { api, publicCall } from '@gb/shell/platform';

export const clientConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientConfig: build.query<ClientConfig, void>({ query: () => publicCall('client-config') }),
  }),
});

export const { useGetClientConfigQuery } = clientConfigApi;
