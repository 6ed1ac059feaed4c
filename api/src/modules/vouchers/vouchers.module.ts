import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuthModule } from '../auth/auth.module.js';
import { FilesModule } from '../files/files.module.js';
import { VoucherCategory } from '../voucher-categories/entities/voucher-category.entity.js';
import { VoucherBookletsController } from './controllers/voucher-booklets.controller.js';
import { VoucherCommentsController } from './controllers/voucher-comments.controller.js';
import { VoucherImagesController } from './controllers/voucher-images.controller.js';
import { VoucherWorkflowController } from './controllers/voucher-workflow.controller.js';
import { VouchersController } from './controllers/vouchers.controller.js';
import { Voucher } from './entities/voucher.entity.js';
import { PublicVouchersService } from './public-vouchers.service.js';
import { VoucherAccess } from './services/voucher-access.service.js';
import { VoucherBookletsService } from './services/voucher-booklets.service.js';
import { VoucherCommentsService } from './services/voucher-comments.service.js';
import { VoucherListReads } from './services/voucher-list-reads.service.js';
import { VoucherListSnapshots } from './services/voucher-list-snapshot.service.js';
import { VoucherListService } from './services/voucher-list.service.js';
import { VoucherMails } from './services/voucher-mails.service.js';
import { VoucherStateMachine } from './services/voucher-state-machine.service.js';
import { VouchersService } from './services/vouchers.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Voucher, VoucherCategory]), FilesModule, AuthModule],
  controllers: [
    VouchersController,
    VoucherImagesController,
    VoucherWorkflowController,
    VoucherCommentsController,
    VoucherBookletsController,
  ],
  providers: [
    PublicVouchersService,
    VoucherAccess,
    VoucherMails,
    VouchersService,
    VoucherListReads,
    VoucherListSnapshots,
    VoucherListService,
    VoucherStateMachine,
    VoucherCommentsService,
    VoucherBookletsService,
  ],
  // Booklet-wide moves take each voucher through the same workflow, history and mails.
  exports: [VoucherStateMachine],
})
export class VouchersModule {}
