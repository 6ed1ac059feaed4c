import { Module } from '@nestjs/common';

import { AbacusExportService } from './abacus-export.service.js';
import { AccountingController } from './accounting.controller.js';

@Module({
  controllers: [AccountingController],
  providers: [AbacusExportService],
})
export class AccountingModule {}
