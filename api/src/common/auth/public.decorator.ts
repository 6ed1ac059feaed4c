import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/**
 * Opens a route to anonymous callers. A valid token is still read, so a public route
 * may answer more to a logged-in caller; a bad or expired one is ignored there.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);
