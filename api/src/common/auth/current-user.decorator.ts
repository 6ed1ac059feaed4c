import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

import { AUTHENTICATED_USER, type RequestWithUser } from './authenticated-user.js';

/**
 * The logged-in caller (`AuthenticatedUser`); undefined only on a `@Public()` route
 * called without a valid token.
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<RequestWithUser>()[AUTHENTICATED_USER],
);
