import { remoteConfigFor } from '@gb/shell/build';

export default remoteConfigFor('storefront', import.meta.url, {
  serverRenderer: 'src/first-screen/first-screen.server.tsx',
});
