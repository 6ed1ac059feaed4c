import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { pageHeadAnswerSchema, type PageHeadAnswer } from '@gb/contracts/answers';
import { pageHeadQuerySchema, type PageHeadQuery } from '@gb/contracts/schemas';
import type { Request } from 'express';

import { Public } from '../../../common/auth/public.decorator.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { LANG_QUERY } from './page-language.js';
import { PageMetaContributor } from './page-meta.contributor.js';

@ApiTags('web')
@Controller('page-head')
export class PageHeadController {
  constructor(private readonly pageMeta: PageMetaContributor) {}

  /**
   * The head the page at `path` gets when it is opened (the same contributor writes both), so
   * the app puts the page's own description, canonical address, language alternates, cards and
   * structured data in place after each of its navigations.
   */
  @Public()
  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary:
      "A page's head markup (description, canonical, language alternates, cards, structured data) as the page the server sends has it",
  })
  @ApiContract({ query: pageHeadQuerySchema, answer: pageHeadAnswerSchema })
  async head(@Req() request: Request, @Query() query: PageHeadQuery): Promise<PageHeadAnswer> {
    // The page's request as the browser would send it: its path and language, this visitor's
    // cookie and host.
    const page = Object.create(request, {
      path: { value: new URL(query.path, 'http://page.invalid').pathname },
      query: { value: query.lang ? { [LANG_QUERY]: query.lang } : {} },
    }) as Request;
    return { head: (await this.pageMeta.contribute(page)).head ?? '' };
  }
}
