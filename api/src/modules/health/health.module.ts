import { Module } from '@nestjs/common';

import { FilesModule } from '../files/files.module.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { ReadyController } from './ready.controller.js';
import { ReadyService } from './ready.service.js';

@Module({
  imports: [FilesModule],
  controllers: [HealthController, ReadyController],
  providers: [HealthService, ReadyService],
})
export class HealthModule {}
