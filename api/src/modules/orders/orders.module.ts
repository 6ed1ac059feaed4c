import { Module } from '@nestjs/common';

import { MailModule } from '../mail/mail.module.js';
import { WalletModule } from '../wallet/wallet.module.js';
import { OrdersController } from './controllers/orders.controller.js';
import { PublicOrdersController } from './controllers/public-orders.controller.js';
import { OrderConfirmationMailer } from './mail/order-confirmation-mailer.service.js';
import { MailServiceOrderMailTransport } from './mail/mail-service-order-mail-transport.js';
import { OrderMailTransport } from './mail/order-mail-transport.js';
import { OrderBatchWriter } from './services/order-batch-writer.service.js';
import { OrderBookletsCache } from './services/order-booklets-cache.service.js';
import { OrderCreationService } from './services/order-creation.service.js';
import { OrderDocumentsService } from './services/order-documents.service.js';
import { OrderManagementService } from './services/order-management.service.js';

@Module({
  imports: [MailModule, WalletModule],
  controllers: [PublicOrdersController, OrdersController],
  providers: [
    OrderCreationService,
    OrderBatchWriter,
    OrderBookletsCache,
    OrderDocumentsService,
    OrderManagementService,
    OrderConfirmationMailer,
    { provide: OrderMailTransport, useClass: MailServiceOrderMailTransport },
  ],
})
export class OrdersModule {}
