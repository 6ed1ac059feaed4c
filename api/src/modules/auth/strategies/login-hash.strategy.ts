import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';

import type { User } from '../../users/entities/user.entity.js';
import { AuthService } from '../services/auth.service.js';

export const LOGIN_HASH_STRATEGY = 'login-hash';

/** The mailed login hash of `POST auth/authenticate` (`{ loginHash }`). */
@Injectable()
export class LoginHashStrategy extends PassportStrategy(Strategy, LOGIN_HASH_STRATEGY) {
  constructor(private readonly auth: AuthService) {
    super();
  }

  validate(request: Request): Promise<User> {
    return this.auth.userOfLoginHash(String((request.body as { loginHash?: unknown }).loginHash));
  }
}
