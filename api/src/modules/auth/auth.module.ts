import { createSecretKey } from 'node:crypto';

import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { UsersModule } from '../users/users.module.js';
import { AccountController } from './controllers/account.controller.js';
import { AuthController } from './controllers/auth.controller.js';
import { PasswordController } from './controllers/password.controller.js';
import { LoginHash } from './entities/login-hash.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { AuthGuard } from './guards/auth.guard.js';
import { AccessTokenService } from './services/access-token.service.js';
import { AuthService } from './services/auth.service.js';
import { LoginHashService } from './services/login-hash.service.js';
import { RefreshTokenService } from './services/refresh-token.service.js';
import { SessionsModule } from './sessions.module.js';
import { JwtStrategy } from './strategies/jwt.strategy.js';
import { LocalStrategy } from './strategies/local.strategy.js';
import { LoginHashStrategy } from './strategies/login-hash.strategy.js';

/** Logins and tokens through passport strategies; installs the guard every route passes. */
@Module({
  imports: [
    TypeOrmModule.forFeature([RefreshToken, LoginHash]),
    PassportModule.register({ session: false }),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      // A key object, as in the JWT strategy: signing then skips deriving a key per call.
      useFactory: (config: AppConfig) => ({
        secret: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      }),
    }),
    UsersModule,
    SessionsModule,
  ],
  controllers: [AuthController, PasswordController, AccountController],
  providers: [
    AccessTokenService,
    RefreshTokenService,
    LoginHashService,
    AuthService,
    JwtStrategy,
    LocalStrategy,
    LoginHashStrategy,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [LoginHashService, AccessTokenService],
})
export class AuthModule {}
