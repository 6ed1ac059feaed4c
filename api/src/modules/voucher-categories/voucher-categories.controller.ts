import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type VoucherCategory } from '@gb/contracts';
import { voucherCategoryAnswerSchema } from '@gb/contracts/answers';
import type { Request, Response } from 'express';

import { Public } from '../../common/auth/public.decorator.js';
import { CachedJson, sendJson } from '../../common/cached-json.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { VoucherCategoriesService } from './voucher-categories.service.js';

// The catalogue changes only with a release (its migrations): read, serialised and compressed
// once a minute however many visitors' pages ask; browsers revalidate by ETag.
const CATALOGUE_MS = 60_000;

@ApiTags('voucher-categories')
@Controller('voucher-category')
export class VoucherCategoriesController {
  private readonly catalogue: CachedJson<VoucherCategory[]>;

  constructor(categories: VoucherCategoriesService) {
    this.catalogue = new CachedJson(CATALOGUE_MS, () => categories.list());
  }

  @Public()
  @Get()
  @ApiOperation({ summary: 'All voucher categories by priority' })
  @ApiContract({ answer: voucherCategoryAnswerSchema.array() })
  async list(@Req() request: Request, @Res() response: Response): Promise<void> {
    sendJson(request, response, await this.catalogue.get(), 'public, no-cache');
  }
}
