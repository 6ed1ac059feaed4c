import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { Region } from '../regions/entities/region.entity.js';
import { CrawlerFilesController } from './crawler-files.controller.js';
import { INDEX_PAGE_CONTRIBUTORS } from './index-page/index-page-part.js';
import { IndexPageService } from './index-page/index-page.service.js';
import { RemotesController } from './remotes.controller.js';
import { WebFilesService } from './web-files/web-files.service.js';

/**
 * The web app's runtime manifest, crawler files and the shell's index.html with what the server
 * knows about the page (its contributors, in order); the static files are mounted by mountWebApp.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Region])],
  controllers: [RemotesController, CrawlerFilesController],
  providers: [
    IndexPageService,
    WebFilesService,
    { provide: INDEX_PAGE_CONTRIBUTORS, useFactory: () => [], inject: [] },
  ],
  exports: [IndexPageService, WebFilesService],
})
export class WebModule {}
