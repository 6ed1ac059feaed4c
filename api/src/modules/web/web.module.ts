import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { Region } from '../regions/entities/region.entity.js';
import { CrawlerFilesController } from './crawler-files.controller.js';
import { RemotesController } from './remotes.controller.js';

/** The web app's runtime manifest and crawler files; the static files are mounted by mountWebApp. */
@Module({
  imports: [TypeOrmModule.forFeature([Region])],
  controllers: [RemotesController, CrawlerFilesController],
})
export class WebModule {}
