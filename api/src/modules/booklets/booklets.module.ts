import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { FilesModule } from '../files/files.module.js';
import { BookletCoverImageController } from './booklet-cover-image.controller.js';
import { BookletsController } from './booklets.controller.js';
import { Booklet } from './entities/booklet.entity.js';
import { PublicBookletsService } from './public-booklets.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Booklet]), FilesModule],
  controllers: [BookletsController, BookletCoverImageController],
  providers: [PublicBookletsService],
})
export class BookletsModule {}
