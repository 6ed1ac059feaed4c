// The stack under test as `npm run stack` describes it (GB_STACK): its replicas' ports, database,
// S3 bucket and data folder, for the checks that look behind nginx at what it fronts.
import { readFileSync } from 'node:fs';

import { queryRows } from '@gb/test-kit';

import { skipReason } from './session.mjs';

export const stack = process.env.GB_STACK
  ? JSON.parse(readFileSync(process.env.GB_STACK, 'utf8'))
  : null;

/** Why a test that reaches behind nginx cannot run here, or false. */
export const stackSkipReason =
  skipReason ||
  (stack
    ? false
    : 'GB_STACK is not set: run these tests with the stack `npm run stack` described ' +
      '(STACK_DESCRIPTION=<file>), as `GB_STACK=<file> npm run test:browser:stack -w e2e`');

/** Each replica's own address, nginx bypassed. */
export const replicaUrls = stack?.apiPorts.map((port) => `http://127.0.0.1:${port}`) ?? [];

/** The rows a query answers on the replicas' database. */
export const databaseRows = (text, values) => queryRows(stack.databaseUrl, text, values);

/** An object of the replicas' bucket, read from the S3 server itself: its bytes, or null. */
export async function s3Object(key) {
  const response = await fetch(`${stack.s3.endpoint}/${stack.s3.bucket}/${key}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`S3 answered ${response.status} for ${key}`);
  return Buffer.from(await response.arrayBuffer());
}
