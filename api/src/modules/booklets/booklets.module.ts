import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { BookletsController } from './booklets.controller.js';
import { Booklet } from './entities/booklet.entity.js';
import { PublicBookletsService } from './public-booklets.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Booklet])],
  controllers: [BookletsController],
  providers: [PublicBookletsService],
})
export class BookletsModule {}
