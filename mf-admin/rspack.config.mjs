import { remoteConfigFor } from '@gb/shell/build';

export default remoteConfigFor('admin', import.meta.url);
