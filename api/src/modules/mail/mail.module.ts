import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { MailLog } from './entities/mail-log.entity.js';
import { MailService } from './mail.service.js';
import { MailOutbox } from './outbox/mail-outbox.service.js';

/** Global: any module sends mail through MailService, or durably through MailOutbox. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailLog])],
  providers: [MailService, MailOutbox],
  exports: [MailService, MailOutbox],
})
export class MailModule {}
