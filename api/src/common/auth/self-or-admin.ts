import { HttpStatus } from '@nestjs/common';
import { Permission } from '@gb/contracts';

import { ApiException } from '../api-exception.js';
import { API_MESSAGE } from '../api-message-keys.js';
import type { AuthenticatedUser } from './authenticated-user.js';

/** Throws 403 unless the caller acts on its own user or holds the Admin permission. */
export function assertSelfOrAdmin(caller: AuthenticatedUser, userId: number): void {
  if (caller.id !== userId && !caller.permissions.includes(Permission.Admin)) {
    throw new ApiException(HttpStatus.FORBIDDEN, API_MESSAGE.forbidden);
  }
}
