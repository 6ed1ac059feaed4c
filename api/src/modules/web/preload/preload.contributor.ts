import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';

import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import type { IndexPageContributor, IndexPagePart } from '../index-page/index-page-part.js';
import { pageContent } from '../page-meta/page-content.js';
import { PageListsService } from '../page-meta/page-lists.js';
import { pageLocale } from '../page-meta/page-language.js';
import { matchPageRoute } from '../page-meta/page-route.js';
import { publicRemoteEntry } from '../web-files/public-remote.js';
import { WebFilesService } from '../web-files/web-files.service.js';
import { bookletCoverPreload, PUBLIC_BOOKLETS_PATH } from './booklet-preloads.js';
import { fetchPreload, imagePreload, scriptPreload } from './preload-links.js';
import { remoteManifestPath, remoteScripts } from './remote-scripts.js';
import { firstTextBlockPath } from './text-block-preloads.js';

/**
 * Lets a public page's first requests run side by side instead of one after the other (shell,
 * /remotes.json, remote entry, remote code, booklet list, text, covers): the head names the public
 * remote's entry and first chunks, read at run time from that remote's manifest, the booklet
 * list every public page's footer asks for, the text block the page draws first in its language,
 * and on Home and a regional page the first booklet card's cover. Dashboards get nothing;
 * whatever fails, the page goes without.
 */
@Injectable()
export class PreloadContributor implements IndexPageContributor {
  private readonly logger = new Logger(PreloadContributor.name);
  /** The manifest last read and its scripts: read as the web files are, parsed once per version. */
  private parsed?: { manifest: string; scripts: string[] };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly webFiles: WebFilesService,
    private readonly lists: PageListsService,
  ) {}

  async contribute(request: Request): Promise<IndexPagePart> {
    try {
      const lists = await this.lists.get();
      const content = pageContent(matchPageRoute(request.path, lists.regions), lists);
      if (content === undefined) return {};
      const cover = bookletCoverPreload(content.booklets);
      // The cover is the largest paint of a regional page's first screen: it comes first, so it
      // is among the six requests a browser sends at once to a server on HTTP/1.1, not one that
      // waits for a script to finish.
      const links = [
        ...(cover ? [imagePreload(cover)] : []),
        ...(await this.remoteScripts()).map(scriptPreload),
        fetchPreload(PUBLIC_BOOKLETS_PATH),
        fetchPreload(firstTextBlockPath(content.canonical, pageLocale(request))),
      ];
      return { head: links.join('') };
    } catch (error) {
      this.logger.warn(`Preloads of ${request.path} left out: ${String(error)}`);
      return {};
    }
  }

  /**
   * The public remote's scripts, from its manifest as the web files service keeps it (a rebuild
   * is seen at once, the web server's copy within seconds); none when the entry lies on another
   * site or the manifest cannot be read.
   */
  private async remoteScripts(): Promise<string[]> {
    const entry = publicRemoteEntry(this.config);
    if (entry === undefined) return [];
    const manifest = await this.webFiles.read(remoteManifestPath(entry));
    if (manifest === undefined) return [];
    if (this.parsed?.manifest !== manifest) {
      this.parsed = { manifest, scripts: remoteScripts(entry, manifest) };
    }
    return this.parsed.scripts;
  }
}
