import { Module } from '@nestjs/common';

import { FilesModule } from '../files/files.module.js';
import { PartnerOrdersModule } from '../partner-orders/partner-orders.module.js';
import { SeedService } from './seed.service.js';

@Module({
  imports: [FilesModule, PartnerOrdersModule],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
