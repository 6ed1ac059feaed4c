import { remoteConfigFor } from '@gb/shell/build';

export default remoteConfigFor('storefront', import.meta.url);
