import { remoteConfigFor } from '@gb/shell/build';

export default remoteConfigFor('booklets', import.meta.url);
