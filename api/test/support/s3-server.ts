import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import S3rver from 's3rver';

export const TEST_BUCKET = 'gb-files';

/** An S3-compatible server (s3rver, objects on local disk) with the portal's bucket. */
export interface TestS3Server {
  /** The settings an app needs to keep its files there. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'gb-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: 'us-east-1',
      // s3rver's own credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
