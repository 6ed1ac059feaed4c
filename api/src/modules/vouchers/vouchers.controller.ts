import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type PublicVoucher } from '@gb/contracts';
import { publicVoucherAnswerSchema } from '@gb/contracts/answers';
import type { Request, Response } from 'express';

import { Public } from '../../common/auth/public.decorator.js';
import { CachedJson, sendJson } from '../../common/cached-json.js';
import { PublicListsChanges } from '../../common/shared-state/public-lists-changes.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { PublicVouchersService } from './public-vouchers.service.js';

// Every visitor of Home loads the whole list: it is built once per 10 s, like the booklet list.
const PUBLIC_LIST_SECONDS = 10;

@ApiTags('vouchers')
@Controller('voucher')
export class VouchersController {
  private readonly publicList: CachedJson<PublicVoucher[]>;

  constructor(publicVouchers: PublicVouchersService, changes: PublicListsChanges) {
    this.publicList = new CachedJson(PUBLIC_LIST_SECONDS * 1000, () => publicVouchers.list());
    changes.onChange(() => this.publicList.invalidate());
  }

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Public list: vouchers of published and sold-out booklets, by category, then company',
  })
  @ApiContract({ answer: publicVoucherAnswerSchema.array() })
  async list(@Req() request: Request, @Res() response: Response): Promise<void> {
    sendJson(
      request,
      response,
      await this.publicList.get(),
      `public, max-age=${PUBLIC_LIST_SECONDS}`,
    );
  }
}
