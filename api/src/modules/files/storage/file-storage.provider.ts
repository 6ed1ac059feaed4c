import type { Provider } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { s3Client, S3FileStorage, type S3Settings } from './s3-file-storage.js';

/** The storage driver the configuration names (the configuration has checked S3's settings). */
export function fileStorageFor(config: AppConfig): FileStorage {
  if (config.storage === 's3') {
    const settings = config.s3 as S3Settings;
    return new S3FileStorage(s3Client(settings), settings.bucket);
  }
  return new LocalFileStorage(config.dataDir);
}

export const fileStorageProvider: Provider = {
  provide: FILE_STORAGE,
  inject: [APP_CONFIG],
  useFactory: fileStorageFor,
};
