import { Inject, Injectable, Logger } from '@nestjs/common';
import { FIRST_SCREEN, type FirstScreenFrameInput, type FirstScreenInput } from '@gb/contracts';
import type { Request } from 'express';

import { translatorFor } from '../../../common/i18n/api-i18n.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { TextBlocksService } from '../../text-blocks/text-blocks.service.js';
import type { IndexPageContributor, IndexPagePart } from '../index-page/index-page-part.js';
import { pageContent } from '../page-meta/page-content.js';
import { PageListsService } from '../page-meta/page-lists.js';
import { pageLocale } from '../page-meta/page-language.js';
import { matchPageRoute } from '../page-meta/page-route.js';
import { publicRemoteEntry, remoteFolder } from '../web-files/public-remote.js';
import { ServerRendererService } from './server-renderer.service.js';

/**
 * A public page's first screen in the HTML itself (Home, a regional page, a text page), so a
 * visitor sees it before any script has run: the page as the storefront's server renderer draws
 * it from the page's own components, inside the top bar the shell's server renderer draws from
 * the frame's, each read at run time from the files its owner deployed (a redeployed shell or
 * storefront brings its own), drawn with the page's data in the visitor's language. The app draws
 * the same screen beneath it and removes it. Nothing when a renderer is missing, the page's text
 * block is missing (the page then says so), or anything fails.
 */
@Injectable()
export class FirstScreenContributor implements IndexPageContributor {
  private readonly logger = new Logger(FirstScreenContributor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly renderers: ServerRendererService,
    private readonly lists: PageListsService,
    private readonly textBlocks: TextBlocksService,
  ) {}

  async contribute(request: Request): Promise<IndexPagePart> {
    try {
      const lists = await this.lists.get();
      const content = pageContent(matchPageRoute(request.path, lists.regions), lists);
      const entry = publicRemoteEntry(this.config);
      if (content === undefined || entry === undefined) return {};
      const base = remoteFolder(entry);
      const locale = pageLocale(request);
      const [frame, storefront, [block]] = await Promise.all([
        this.renderers.load<FirstScreenFrameInput>(`/${FIRST_SCREEN.rendererFile}`),
        this.renderers.load<FirstScreenInput>(`${base}${FIRST_SCREEN.rendererFile}`),
        this.textBlocks.inLocales([content.canonical], locale),
      ]);
      if (frame === undefined || storefront === undefined || block === undefined) return {};
      const t = translatorFor(locale);
      const page = await storefront({
        page: content.page,
        locale,
        heading: content.heading?.(t),
        text: block.text,
        booklets: content.booklets,
        now: new Date().toISOString(),
        base,
      });
      return await frame({ locale, page });
    } catch (error) {
      this.logger.warn(`First screen of ${request.path} left out: ${String(error)}`);
      return {};
    }
  }
}
