import { Inject, Injectable, Logger } from '@nestjs/common';
import { FIRST_SCREEN } from '@gb/contracts';
import type { Request } from 'express';
import Mustache from 'mustache';

import { translatorFor } from '../../../common/i18n/api-i18n.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { TextBlocksService } from '../../text-blocks/text-blocks.service.js';
import type { IndexPageContributor, IndexPagePart } from '../index-page/index-page-part.js';
import { escapeHtml } from '../page-meta/escape-html.js';
import { pageContent } from '../page-meta/page-content.js';
import { PageListsService } from '../page-meta/page-lists.js';
import { pageLocale } from '../page-meta/page-language.js';
import { matchPageRoute } from '../page-meta/page-route.js';
import { publicRemoteEntry, remoteFolder } from '../web-files/public-remote.js';
import { WebFilesService } from '../web-files/web-files.service.js';
import { firstScreenView, translating } from './first-screen-view.js';
import { hoistStyles } from './hoist-styles.js';

/** Values are escaped as in the rest of the page's head and body. */
const RENDER_OPTIONS = { escape: (value: unknown) => escapeHtml(String(value)) };

/**
 * A public page's first screen in the HTML itself (Home, a regional page, a text page), so a
 * visitor sees it before any script has run: the shell's frame template around the storefront's
 * template of the page, each read at run time from the files its owner deployed (a redeployed
 * shell or storefront brings its own), filled with the page's data in the visitor's language.
 * The app draws the same screen beneath it and removes it. Nothing when a template is missing (a
 * shell or storefront that does not ship one), the page's text block is missing (the page then
 * says so), or anything fails.
 */
@Injectable()
export class FirstScreenContributor implements IndexPageContributor {
  private readonly logger = new Logger(FirstScreenContributor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly webFiles: WebFilesService,
    private readonly lists: PageListsService,
    private readonly textBlocks: TextBlocksService,
  ) {}

  async contribute(request: Request): Promise<IndexPagePart> {
    try {
      const lists = await this.lists.get();
      const content = pageContent(matchPageRoute(request.path, lists.regions), lists);
      const entry = publicRemoteEntry(this.config);
      if (content === undefined || entry === undefined) return {};
      const pageBase = remoteFolder(entry);
      const locale = pageLocale(request);
      const [frame, page, [block]] = await Promise.all([
        this.webFiles.read(`/${FIRST_SCREEN.frameFile}`),
        this.webFiles.read(`${pageBase}${FIRST_SCREEN.pageFile(content.page)}`),
        this.textBlocks.inLocales([content.canonical], locale),
      ]);
      if (frame === undefined || page === undefined || block === undefined) return {};
      const t = translatorFor(locale);
      const view = firstScreenView({
        locale,
        t,
        heading: content.heading?.(t),
        text: block.text,
        booklets: content.booklets,
        now: new Date(),
      });
      const pageHtml = Mustache.render(page, { ...view, base: pageBase }, {}, RENDER_OPTIONS);
      const frameView = { lang: locale, t: translating(t), base: '/', page: pageHtml };
      const { styles, markup } = hoistStyles(Mustache.render(frame, frameView, {}, RENDER_OPTIONS));
      return { head: styles, body: markup };
    } catch (error) {
      this.logger.warn(`First screen of ${request.path} left out: ${String(error)}`);
      return {};
    }
  }
}
