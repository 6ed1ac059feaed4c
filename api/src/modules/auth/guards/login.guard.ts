import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { Request } from 'express';

import { AUTHENTICATED_USER } from '../../../common/auth/authenticated-user.js';
import {
  API_CONTRACT,
  type ApiContractOptions,
} from '../../../common/openapi/api-contract.decorator.js';
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
 * `POST auth/authenticate`: the body is validated first with the schema the route's contract
 * names (400 with field messages; guards run before the contract's pipe), then the
 * local strategy checks username and password, or the login-hash strategy the mailed hash.
 * The stored user is left on the request for the controller.
 */
@Injectable()
export class LoginGuard implements CanActivate {
  private readonly byPassword = new PasswordLogin();
  private readonly byLoginHash = new LoginHashLogin();

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const { body } = this.reflector.get<ApiContractOptions>(API_CONTRACT, context.getHandler());
    request.body = new ZodValidationPipe(body!).transform(request.body);
    const strategy = 'loginHash' in request.body ? this.byLoginHash : this.byPassword;
    return strategy.canActivate(context) as Promise<boolean>;
  }
}
