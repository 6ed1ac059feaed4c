import { Module } from '@nestjs/common';

import { MailModule } from '../mail/mail.module.js';

import { PublicOrdersController } from './controllers/public-orders.controller.js';
import { OrderRateLimitGuard } from './guards/order-rate-limit.guard.js';
import { OrderConfirmationMailer } from './mail/order-confirmation-mailer.service.js';
import { MailServiceOrderMailTransport } from './mail/mail-service-order-mail-transport.js';
import { OrderMailTransport } from './mail/order-mail-transport.js';
import { OrderCreationService } from './services/order-creation.service.js';
import { OrderDocumentsService } from './services/order-documents.service.js';

@Module({
  imports: [MailModule],
  controllers: [PublicOrdersController],
  providers: [
    OrderCreationService,
    OrderDocumentsService,
    OrderConfirmationMailer,
    OrderRateLimitGuard,
    { provide: OrderMailTransport, useClass: MailServiceOrderMailTransport },
  ],
})
export class OrdersModule {}
