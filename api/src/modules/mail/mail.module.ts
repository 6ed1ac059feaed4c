import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { MailLog } from './entities/mail-log.entity.js';
import { MailService } from './mail.service.js';

/** Global: any module sends mail through MailService. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailLog])],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
