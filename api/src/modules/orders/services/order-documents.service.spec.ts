import { jest } from '@jest/globals';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';

import { APP_CONFIG } from '../../../config/app-config.js';
import { OrderConfirmationMailer } from '../mail/order-confirmation-mailer.service.js';
import { OrderMailTransport } from '../mail/order-mail-transport.js';
import { OrderDocumentsService } from './order-documents.service.js';

describe('invoice render thread at shutdown', () => {
  it('ends only after the mail outbox finished its batch', async () => {
    const moduleRef = await Test.createTestingModule({
      providers: [
        OrderDocumentsService,
        OrderConfirmationMailer,
        { provide: getDataSourceToken(), useValue: {} },
        { provide: APP_CONFIG, useValue: {} },
        { provide: OrderMailTransport, useValue: {} },
      ],
    }).compile();
    const steps: string[] = [];
    const mailer = moduleRef.get(OrderConfirmationMailer);
    const documents = moduleRef.get(OrderDocumentsService);
    jest.spyOn(mailer, 'onModuleDestroy').mockImplementation(async () => {
      steps.push('outbox stopping');
      await new Promise((resolve) => setTimeout(resolve, 50));
      steps.push('outbox batch sent');
    });
    const closePool = documents.onModuleDestroy.bind(documents);
    jest.spyOn(documents, 'onModuleDestroy').mockImplementation(async () => {
      steps.push('render thread ending');
      await closePool();
    });

    await moduleRef.close();

    expect(steps).toEqual(['outbox stopping', 'outbox batch sent', 'render thread ending']);
  });
});
