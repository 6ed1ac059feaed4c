import { remoteConfigFor } from '@gb/shell/build';

export default remoteConfigFor('storefront', import.meta.url, {
  firstScreens: { home: 'src/pages/home/first-screen-home.mustache' },
});
