import type { Server } from 'node:http';

import type { INestApplication } from '@nestjs/common';

import { ShutdownState } from './shutdown-state.js';

/** Requests still running after this long are cut so a stuck client cannot hold the replica. */
const LONGEST_DRAIN_MS = 25_000;

/**
 * Stops the replica without dropping work: readiness turns false, the server takes no new
 * connection, requests in flight finish (keep-alive connections close after their answer),
 * then Nest's shutdown runs: the job queue works its last batch, Redis and the database close.
 */
export async function closeGracefully(
  app: INestApplication,
  longestDrainMs = LONGEST_DRAIN_MS,
): Promise<void> {
  app.get(ShutdownState).beginShutdown();
  const server = app.getHttpServer() as Server;
  if (server.listening) {
    const drained = new Promise<void>((done) => server.close(() => done()));
    server.closeIdleConnections();
    const cut = setTimeout(() => server.closeAllConnections(), longestDrainMs);
    await drained;
    clearTimeout(cut);
  }
  await app.close();
}
