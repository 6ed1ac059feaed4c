import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';

import { WebFilesService } from '../web-files/web-files.service.js';
import {
  INDEX_PAGE_CONTRIBUTORS,
  type IndexPageContributor,
  type IndexPagePart,
} from './index-page-part.js';
import { renderIndexPage } from './render-index-page.js';

/**
 * Answers the shell's index.html for a client route, with what each contributor knows about the
 * page; undefined while the shell is neither built beside the api nor served at WEB_ORIGIN.
 */
@Injectable()
export class IndexPageService {
  constructor(
    private readonly webFiles: WebFilesService,
    @Inject(INDEX_PAGE_CONTRIBUTORS) private readonly contributors: IndexPageContributor[],
  ) {}

  async render(request: Request): Promise<{ html: string; status: number } | undefined> {
    const [template, parts] = await Promise.all([
      this.webFiles.read('/index.html'),
      Promise.all(this.contributors.map((contributor) => contributor.contribute(request))),
    ]);
    if (template === undefined) return undefined;
    return {
      html: renderIndexPage(template, parts satisfies IndexPagePart[]),
      status: parts.find((part) => part.status)?.status ?? 200,
    };
  }
}
