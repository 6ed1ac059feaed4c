import { Injectable } from '@nestjs/common';

import { MailService } from '../../mail/mail.service.js';
import { OrderMailTransport, type OutgoingMail } from './order-mail-transport.js';

/** Order mails go out through the portal's mail service (SMTP or .eml files, mail log). */
@Injectable()
export class MailServiceOrderMailTransport extends OrderMailTransport {
  constructor(private readonly mail: MailService) {
    super();
  }

  send(mail: OutgoingMail): Promise<void> {
    return this.mail.send(mail);
  }
}
