import { SetMetadata } from '@nestjs/common';
import type { Permission } from '@gb/contracts';

export const REQUIRED_PERMISSIONS = 'requiredPermissions';

/** The caller needs any one of these permissions (on a handler or a whole controller). */
export const RequirePermission = (...anyOf: Permission[]) =>
  SetMetadata(REQUIRED_PERMISSIONS, anyOf);
