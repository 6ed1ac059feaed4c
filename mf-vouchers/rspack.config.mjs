import { remoteConfigFor } from '@gb/shell/build';

export default remoteConfigFor('vouchers', import.meta.url);
