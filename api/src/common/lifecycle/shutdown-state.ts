import { Injectable } from '@nestjs/common';

/** Whether this replica is draining: readiness says so, so the proxy stops sending it requests. */
@Injectable()
export class ShutdownState {
  private draining = false;

  get shuttingDown(): boolean {
    return this.draining;
  }

  beginShutdown(): void {
    this.draining = true;
  }
}
