import { remoteConfigFor } from '@gb/shell/build';

export default remoteConfigFor('orders', import.meta.url);
