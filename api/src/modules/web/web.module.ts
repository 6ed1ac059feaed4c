import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { BookletsModule } from '../booklets/booklets.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { Region } from '../regions/entities/region.entity.js';
import { RegionsModule } from '../regions/regions.module.js';
import { TextBlocksModule } from '../text-blocks/text-blocks.module.js';
import { CrawlerFilesController } from './crawler-files.controller.js';
import { FirstScreenContributor } from './first-screen/first-screen.contributor.js';
import { ServerRendererService } from './first-screen/server-renderer.service.js';
import { INDEX_PAGE_CONTRIBUTORS } from './index-page/index-page-part.js';
import { IndexPageService } from './index-page/index-page.service.js';
import { PageHeadController } from './page-meta/page-head.controller.js';
import { PageListsService } from './page-meta/page-lists.js';
import { PageMetaContributor } from './page-meta/page-meta.contributor.js';
import { PreloadContributor } from './preload/preload.contributor.js';
import { RemotesController } from './remotes.controller.js';
import { WebFilesService } from './web-files/web-files.service.js';

/**
 * The web app's runtime manifest, crawler files and the shell's index.html with what the server
 * knows about the page (its contributors, in order); the static files are mounted by mountWebApp.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Region]),
    BookletsModule,
    CompaniesModule,
    RegionsModule,
    TextBlocksModule,
  ],
  controllers: [RemotesController, CrawlerFilesController, PageHeadController],
  providers: [
    IndexPageService,
    WebFilesService,
    PageListsService,
    PageMetaContributor,
    PreloadContributor,
    FirstScreenContributor,
    ServerRendererService,
    {
      provide: INDEX_PAGE_CONTRIBUTORS,
      useFactory: (
        pageMeta: PageMetaContributor,
        preload: PreloadContributor,
        firstScreen: FirstScreenContributor,
      ) => [pageMeta, preload, firstScreen],
      inject: [PageMetaContributor, PreloadContributor, FirstScreenContributor],
    },
  ],
  exports: [IndexPageService, WebFilesService],
})
export class WebModule {}
