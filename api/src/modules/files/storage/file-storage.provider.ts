import { Logger, type Provider } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';

/** The storage driver the configuration names; S3 is not built yet, so it falls back to local disk loudly. */
export const fileStorageProvider: Provider = {
  provide: FILE_STORAGE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): FileStorage => {
    if (config.storage === 's3') {
      new Logger('FileStorage').warn('STORAGE=s3 is not available yet; files stay on local disk');
    }
    return new LocalFileStorage(config.dataDir);
  },
};
