import { remoteConfigFor } from '@gb/shell/build';

export default remoteConfigFor('storefront', import.meta.url, {
  firstScreens: {
    home: 'src/first-screen/home.mustache',
    region: 'src/first-screen/region.mustache',
    text: 'src/first-screen/text.mustache',
  },
});
