import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { TypeOrmModule } from '@nestjs/typeorm';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SessionsModule } from '../auth/sessions.module.js';
import { FilesModule } from '../files/files.module.js';
import { UserProfileImageController } from './controllers/user-profile-image.controller.js';
import { UsersController } from './controllers/users.controller.js';
import { UserRole } from './entities/user-role.entity.js';
import { User } from './entities/user.entity.js';
import { UsersService } from './services/users.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([User, UserRole]),
    FilesModule,
    SessionsModule,
    // Uploads stay in memory up to the configured size; one byte more is a 413.
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        limits: { fileSize: config.uploadMaxBytes, files: 1 },
      }),
    }),
  ],
  controllers: [UsersController, UserProfileImageController],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
