import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { TypeOrmModule } from '@nestjs/typeorm';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { FilesModule } from '../files/files.module.js';
import { VouchersModule } from '../vouchers/vouchers.module.js';
import { BookletVoucherStatesController } from './controllers/booklet-voucher-states.controller.js';
import { BookletCommentsController } from './controllers/booklet-comments.controller.js';
import { BookletCoverImageController } from './controllers/booklet-cover-image.controller.js';
import { BookletPrintFileController } from './controllers/booklet-print-file.controller.js';
import { BookletsController } from './controllers/booklets.controller.js';
import { BookletComment } from './entities/booklet-comment.entity.js';
import { Booklet } from './entities/booklet.entity.js';
import { PublicBookletsService } from './public-booklets.service.js';
import { BookletCloneService } from './services/booklet-clone.service.js';
import { BookletCommentsService } from './services/booklet-comments.service.js';
import { BookletFilesService } from './services/booklet-files.service.js';
import { BookletVoucherStatesService } from './services/booklet-voucher-states.service.js';
import { BookletsService } from './services/booklets.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Booklet, BookletComment]),
    FilesModule,
    VouchersModule,
    // Uploads stay in memory up to the configured size; one byte more is a 413.
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        limits: { fileSize: config.uploadMaxBytes, files: 1 },
      }),
    }),
  ],
  controllers: [
    BookletsController,
    BookletCoverImageController,
    BookletPrintFileController,
    BookletCommentsController,
    BookletVoucherStatesController,
  ],
  providers: [
    PublicBookletsService,
    BookletsService,
    BookletCloneService,
    BookletFilesService,
    BookletCommentsService,
    BookletVoucherStatesService,
  ],
  exports: [BookletsService, PublicBookletsService],
})
export class BookletsModule {}
