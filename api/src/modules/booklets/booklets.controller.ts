import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type PublicBooklet } from '@gb/contracts';
import { publicBookletAnswerSchema } from '@gb/contracts/answers';
import type { Request, Response } from 'express';

import { Public } from '../../common/auth/public.decorator.js';
import { CachedJson, sendJson } from '../../common/cached-json.js';
import { PublicListsChanges } from '../../common/shared-state/public-lists-changes.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { PublicBookletsService } from './public-booklets.service.js';

// The public list changes rarely and is read on every visit: browsers and the process keep it 10 s.
const PUBLIC_LIST_SECONDS = 10;

@ApiTags('booklets')
@Controller('booklet')
export class BookletsController {
  private readonly publicList: CachedJson<PublicBooklet[]>;

  constructor(publicBooklets: PublicBookletsService, changes: PublicListsChanges) {
    this.publicList = new CachedJson(PUBLIC_LIST_SECONDS * 1000, () => publicBooklets.list());
    changes.onChange(() => this.publicList.invalidate());
  }

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Public list: published, sold out and pre-orderable booklets, by year, then region',
  })
  @ApiContract({ answer: publicBookletAnswerSchema.array() })
  async list(@Req() request: Request, @Res() response: Response): Promise<void> {
    sendJson(
      request,
      response,
      await this.publicList.get(),
      `public, max-age=${PUBLIC_LIST_SECONDS}`,
    );
  }
}
