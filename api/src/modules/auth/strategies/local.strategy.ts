import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';

import type { User } from '../../users/entities/user.entity.js';
import { AuthService } from '../services/auth.service.js';

export const LOCAL_STRATEGY = 'local';

/** Username and password of `POST auth/authenticate`. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, LOCAL_STRATEGY) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  validate(request: Request, username: string, password: string): Promise<User> {
    return this.auth.userOfCredentials(username, password, request.ip ?? 'unknown');
  }
}
