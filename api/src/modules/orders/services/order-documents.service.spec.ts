import { jest } from '@jest/globals';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';

import { APP_CONFIG } from '../../../config/app-config.js';
import { JobQueue } from '../../../common/jobs/job-queue.service.js';
import { OrderActivationCodes } from '../../wallet/services/order-activation-codes.service.js';
import { OrderDocumentsService } from './order-documents.service.js';

describe('invoice render thread at shutdown', () => {
  it('ends only after the job queue worked its last batch', async () => {
    const moduleRef = await Test.createTestingModule({
      providers: [
        JobQueue,
        OrderDocumentsService,
        OrderActivationCodes,
        { provide: APP_CONFIG, useValue: {} },
        { provide: getDataSourceToken(), useValue: {} },
      ],
    }).compile();
    const steps: string[] = [];
    const jobs = moduleRef.get(JobQueue);
    const documents = moduleRef.get(OrderDocumentsService);
    jest.spyOn(jobs, 'onModuleDestroy').mockImplementation(async () => {
      steps.push('job queue stopping');
      await new Promise((resolve) => setTimeout(resolve, 50));
      steps.push('last batch worked');
    });
    const closePool = documents.beforeApplicationShutdown.bind(documents);
    jest.spyOn(documents, 'beforeApplicationShutdown').mockImplementation(async () => {
      steps.push('render thread ending');
      await closePool();
    });

    await moduleRef.close();

    expect(steps).toEqual(['job queue stopping', 'last batch worked', 'render thread ending']);
  });
});
