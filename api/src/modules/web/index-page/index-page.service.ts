import { readFile, stat } from 'node:fs/promises';

import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';

import {
  INDEX_PAGE_CONTRIBUTORS,
  type IndexPageContributor,
  type IndexPagePart,
} from './index-page-part.js';
import { renderIndexPage } from './render-index-page.js';

/**
 * Answers the shell's index.html for a client route, with what each contributor knows about the
 * page. The template is read again only when the file changed (a shell deployed while running).
 */
@Injectable()
export class IndexPageService {
  private template: { file: string; modified: number; html: string } | undefined;

  constructor(
    @Inject(INDEX_PAGE_CONTRIBUTORS) private readonly contributors: IndexPageContributor[],
  ) {}

  async render(indexFile: string, request: Request): Promise<{ html: string; status: number }> {
    const [template, parts] = await Promise.all([
      this.readTemplate(indexFile),
      Promise.all(this.contributors.map((contributor) => contributor.contribute(request))),
    ]);
    return {
      html: renderIndexPage(template, parts satisfies IndexPagePart[]),
      status: parts.find((part) => part.status)?.status ?? 200,
    };
  }

  private async readTemplate(file: string): Promise<string> {
    const modified = (await stat(file)).mtimeMs;
    const kept = this.template;
    if (kept && kept.file === file && kept.modified === modified) return kept.html;
    const html = await readFile(file, 'utf8');
    this.template = { file, modified, html };
    return html;
  }
}
