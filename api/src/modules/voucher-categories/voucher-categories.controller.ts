import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { voucherCategoryAnswerSchema } from '@gb/contracts/answers';
import type { Request, Response } from 'express';

import { Public } from '../../common/auth/public.decorator.js';
import { sendJson } from '../../common/cached-json.js';
import { PublicLists } from '../../common/public-lists.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { VoucherCategoriesService } from './voucher-categories.service.js';

// The catalogue changes only with a release (its migrations): read, serialised and compressed
// once a minute however many visitors' pages ask; browsers revalidate by ETag.
const CATALOGUE_MS = 60_000;

@ApiTags('voucher-categories')
@Controller('voucher-category')
export class VoucherCategoriesController {
  constructor(
    private readonly categories: VoucherCategoriesService,
    private readonly publicLists: PublicLists,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'All voucher categories by priority' })
  @ApiContract({ answer: voucherCategoryAnswerSchema.array() })
  async list(@Req() request: Request, @Res() response: Response): Promise<void> {
    sendJson(
      request,
      response,
      await this.publicLists.json('voucher-categories', CATALOGUE_MS, () => this.categories.list()),
      'public, no-cache',
    );
  }
}
