import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { TypeOrmModule } from '@nestjs/typeorm';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AuthModule } from '../auth/auth.module.js';
import { FilesModule } from '../files/files.module.js';
import { VoucherCategory } from '../voucher-categories/entities/voucher-category.entity.js';
import { VoucherBookletsController } from './controllers/voucher-booklets.controller.js';
import { VoucherCommentsController } from './controllers/voucher-comments.controller.js';
import { VoucherImageFilesController } from './controllers/voucher-image-files.controller.js';
import { VoucherImageUploadsController } from './controllers/voucher-image-uploads.controller.js';
import { VoucherImagesController } from './controllers/voucher-images.controller.js';
import { VoucherProofsController } from './controllers/voucher-proofs.controller.js';
import { VoucherWorkflowController } from './controllers/voucher-workflow.controller.js';
import { VouchersController } from './controllers/vouchers.controller.js';
import { Voucher } from './entities/voucher.entity.js';
import { PublicVouchersService } from './public-vouchers.service.js';
import { VoucherAccess } from './services/voucher-access.service.js';
import { VoucherBookletsService } from './services/voucher-booklets.service.js';
import { VoucherImagesService } from './services/voucher-images.service.js';
import { VoucherProofsService } from './services/voucher-proofs.service.js';
import { VoucherCommentsService } from './services/voucher-comments.service.js';
import { VoucherListReads } from './services/voucher-list-reads.service.js';
import { PublicVoucherPages } from './public-voucher-pages.js';
import { VoucherListSnapshots } from './services/voucher-list-snapshot.service.js';
import { VoucherListService } from './services/voucher-list.service.js';
import { VoucherMails } from './services/voucher-mails.service.js';
import { VoucherStateMachine } from './services/voucher-state-machine.service.js';
import { VouchersService } from './services/vouchers.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Voucher, VoucherCategory]),
    FilesModule,
    AuthModule,
    // Uploads stay in memory up to the configured size; one byte more is a 413.
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        limits: { fileSize: config.uploadMaxBytes, files: 1 },
      }),
    }),
  ],
  controllers: [
    VouchersController,
    VoucherImagesController,
    VoucherImageUploadsController,
    VoucherImageFilesController,
    VoucherProofsController,
    VoucherWorkflowController,
    VoucherCommentsController,
    VoucherBookletsController,
  ],
  providers: [
    PublicVouchersService,
    PublicVoucherPages,
    VoucherAccess,
    VoucherMails,
    VouchersService,
    VoucherListReads,
    VoucherListSnapshots,
    VoucherListService,
    VoucherStateMachine,
    VoucherCommentsService,
    VoucherBookletsService,
    VoucherImagesService,
    VoucherProofsService,
  ],
  // Booklet-wide moves take each voucher through the same workflow, history and mails.
  exports: [VoucherStateMachine, PublicVoucherPages],
})
export class VouchersModule {}
