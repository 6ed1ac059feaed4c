import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DEFAULT_LOCALE,
  isCurrentYearBooklet,
  MediaSize,
  type Locale,
  type PublicBooklet,
  type Translate,
} from '@gb/contracts';
import type { Request } from 'express';

import { API_PREFIX } from '../../../common/configure-http.js';
import { translatorFor } from '../../../common/i18n/api-i18n.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { TextBlocksService } from '../../text-blocks/text-blocks.service.js';
import type { IndexPageContributor, IndexPagePart } from '../index-page/index-page-part.js';
import { publicBaseUrl } from '../public-base-url.js';
import { localizedUrl, pageAlternates, pageLocale } from './page-language.js';
import { noscriptMarkup, pageHeadMarkup, privatePageHeadMarkup } from './page-head.js';
import { pageContent } from './page-content.js';
import { pageJsonLd } from './page-json-ld.js';
import { PageListsService, type PageLists } from './page-lists.js';
import { matchPageRoute, TEXT_PAGES, type PageRoute } from './page-route.js';
import { describeText, paragraphsOf } from './page-text.js';

/** What differs between the public pages' heads: their words, their booklets and points of sale. */
interface PageHead {
  name: string;
  heading: string;
  text?: string;
  fallbackDescription: string;
  booklets: readonly PublicBooklet[];
  withPointsOfSale: boolean;
}

/** The booklet whose cover stands for the page: this season's first with a cover, else any. */
function coverBooklet(booklets: readonly PublicBooklet[], now: Date): PublicBooklet | undefined {
  const covered = booklets.filter((booklet) => booklet.coverImageId !== null);
  return covered.find((booklet) => isCurrentYearBooklet(booklet, now)) ?? covered[0];
}

/**
 * Every public page's head as search engines and link previews read it (title, description,
 * canonical and language alternates, Open Graph and Twitter cards, JSON-LD), its first text for
 * readers without scripts, `<html lang>` in the visitor's language and 404 for an unknown page.
 * The dashboard gets `noindex` and nothing else. One text-block query per page; the lists come
 * from a cache the staff's saves drop. Whatever fails, the page is still answered.
 */
@Injectable()
export class PageMetaContributor implements IndexPageContributor {
  private readonly logger = new Logger(PageMetaContributor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lists: PageListsService,
    private readonly textBlocks: TextBlocksService,
  ) {}

  async contribute(request: Request): Promise<IndexPagePart> {
    const locale = pageLocale(request);
    const t = translatorFor(locale);
    try {
      const lists = await this.lists.get();
      const route = matchPageRoute(request.path, lists.regions);
      if (route.kind === 'dashboard' || route.kind === 'private') {
        return { lang: locale, head: privatePageHeadMarkup(t('site.title')) };
      }
      return await this.publicPage(request, route, lists, locale, t);
    } catch (error) {
      this.logger.warn(`Page head of ${request.path} left plain: ${String(error)}`);
      return { lang: locale };
    }
  }

  private async publicPage(
    request: Request,
    route: Exclude<PageRoute, { kind: 'dashboard' | 'private' }>,
    lists: PageLists,
    locale: Locale,
    t: Translate,
  ): Promise<IndexPagePart> {
    const baseUrl = publicBaseUrl(this.config, request);
    const content = await this.content(route, lists, locale, t);
    const siteTitle = t('site.title');
    const title = `${content.name} – ${siteTitle}`;
    const path = route.kind === 'notFound' ? request.path : route.path;
    const canonicalUrl = localizedUrl(baseUrl, path, locale);
    const now = new Date();
    const coverUrl = (booklet: PublicBooklet) =>
      booklet.coverImageId === null
        ? undefined
        : `${baseUrl}/${API_PREFIX}/booklet/${booklet.id}/cover-image?size=${MediaSize.M}&cache=${booklet.coverImageId}`;
    const cover = coverBooklet(content.booklets, now);
    const bookletIds = new Set(content.booklets.map((booklet) => booklet.id));
    const head = pageHeadMarkup({
      title,
      description: content.text
        ? describeText(content.text) || content.fallbackDescription
        : content.fallbackDescription,
      siteName: siteTitle,
      locale,
      canonicalUrl,
      alternates: pageAlternates(baseUrl, path),
      imageUrl: cover && coverUrl(cover),
      imageAlt: cover && `${siteTitle} ${cover.regionName} ${cover.year}`,
      jsonLd:
        route.kind === 'notFound'
          ? null
          : pageJsonLd({
              siteTitle,
              pageUrl: canonicalUrl,
              booklets: content.booklets,
              pointsOfSale: content.withPointsOfSale
                ? lists.pointsOfSale.filter((outlet) => bookletIds.has(outlet.bookletId))
                : [],
              coverUrl,
              now,
            }),
      noindex: route.kind === 'notFound',
    });
    const links = [
      { path: '/', label: t('routes.home') },
      ...TEXT_PAGES.map((page) => ({ path: page.path, label: t(page.titleKey) })),
      ...lists.regions.map((region) => ({ path: `/${region.canonical}`, label: region.name })),
    ].map(({ path: href, label }) => ({
      href: locale === DEFAULT_LOCALE ? href : `${href}?lang=${locale}`,
      label,
    }));
    const body = noscriptMarkup(
      content.heading,
      content.text === undefined ? undefined : paragraphsOf(content.text)[0],
      links,
      t('topBar.navigation'),
    );
    return {
      lang: locale,
      head,
      body,
      ...(route.kind === 'notFound' ? { status: 404 } : {}),
    };
  }

  private async content(
    route: Exclude<PageRoute, { kind: 'dashboard' | 'private' }>,
    lists: PageLists,
    locale: Locale,
    t: Translate,
  ): Promise<PageHead> {
    const slogan = t('site.slogan');
    const content = pageContent(route, lists);
    if (content === undefined) {
      return {
        name: t('routes.notFound'),
        heading: t('routes.notFound'),
        fallbackDescription: slogan,
        booklets: [],
        withPointsOfSale: false,
      };
    }
    // Home's heading is its banner; its name in the head and for readers without scripts is the
    // slogan.
    const name = content.heading?.(t) ?? slogan;
    const shown = {
      name,
      heading: name,
      text: await this.blockText(content.canonical, locale),
      booklets: content.booklets,
    };
    switch (content.page) {
      case 'home':
        return { ...shown, fallbackDescription: slogan, withPointsOfSale: true };
      case 'text':
        return {
          ...shown,
          fallbackDescription: `${name} – ${t('site.title')}`,
          withPointsOfSale: false,
        };
      case 'region':
        return {
          ...shown,
          fallbackDescription: `${t('site.title')} ${name}: ${slogan}`,
          withPointsOfSale: true,
        };
    }
  }

  /** The block's text in the page's language (else German); undefined when there is none. */
  private async blockText(canonical: string, locale: Locale): Promise<string | undefined> {
    const [block] = await this.textBlocks.inLocales([canonical], locale);
    return block?.text;
  }
}
