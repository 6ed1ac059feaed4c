// `npm run files:move-to-s3 -w api`: moves the files kept under $DATA_DIR/files into the bucket
// named by the S3_* settings (STORAGE=s3), so a deployment switches to S3 without losing images.
import { loadAppConfig } from '../config/load-app-config.js';
import { ConfigError } from '../config/config-error.js';
import { fileStorageFor } from '../modules/files/storage/file-storage.provider.js';
import { moveLocalFiles } from '../modules/files/storage/move-local-files.js';

async function main(): Promise<void> {
  const config = loadAppConfig({ ...process.env, STORAGE: 's3' });
  const bucket = fileStorageFor(config);
  if (!(await bucket.reachable())) {
    throw new Error(`Bucket ${config.s3.bucket} does not answer at ${config.s3.endpoint ?? 'AWS'}`);
  }
  const moved = await moveLocalFiles(config.dataDir, bucket, (key) =>
    process.stdout.write(`moved ${key}\n`),
  );
  process.stdout.write(
    `${moved} files moved from ${config.dataDir}/files to ${config.s3.bucket}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
