import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { authenticateSchema } from '@gb/contracts/schemas';
import type { Request } from 'express';

import { AUTHENTICATED_USER } from '../../../common/auth/authenticated-user.js';
import { ZodValidationPipe } from '../../../common/zod-validation.pipe.js';
import { LOCAL_STRATEGY } from '../strategies/local.strategy.js';
import { LOGIN_HASH_STRATEGY } from '../strategies/login-hash.strategy.js';

const AS_LOGGED_IN_USER = { property: AUTHENTICATED_USER, session: false };

class PasswordLogin extends PassportAuthGuard(LOCAL_STRATEGY) {
  override getAuthenticateOptions() {
    return AS_LOGGED_IN_USER;
  }
}

class LoginHashLogin extends PassportAuthGuard(LOGIN_HASH_STRATEGY) {
  override getAuthenticateOptions() {
    return AS_LOGGED_IN_USER;
  }
}

/**
 * `POST auth/authenticate`: the body is validated first (400 with field messages), then the
 * local strategy checks username and password, or the login-hash strategy the mailed hash.
 * The stored user is left on the request for the controller.
 */
@Injectable()
export class LoginGuard implements CanActivate {
  private readonly body = new ZodValidationPipe(authenticateSchema);
  private readonly byPassword = new PasswordLogin();
  private readonly byLoginHash = new LoginHashLogin();

  canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = this.body.transform(request.body);
    const strategy = 'loginHash' in request.body ? this.byLoginHash : this.byPassword;
    return strategy.canActivate(context) as Promise<boolean>;
  }
}
