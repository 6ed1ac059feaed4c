import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { pointOfSaleAnswerSchema } from '@gb/contracts/answers';
import type { Request, Response } from 'express';

import { Public } from '../../common/auth/public.decorator.js';
import { sendJson } from '../../common/cached-json.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { PublicLists } from '../../common/public-lists.js';
import { PointOfSalesService } from './point-of-sales.service.js';

// Kept in process for 10 s (pre-order dates pass with time) and dropped at every staff save;
// browsers revalidate each time (a 304 by ETag), so a company saved as point of sale shows at once.
const LIST_MS = 10_000;

@ApiTags('companies')
@Controller('company')
export class PointOfSalesController {
  constructor(
    private readonly pointOfSales: PointOfSalesService,
    private readonly publicLists: PublicLists,
  ) {}

  @Public()
  @Get('point-of-sales')
  @ApiOperation({ summary: 'Public: where each public booklet is sold (booklet, company, city)' })
  @ApiContract({ answer: pointOfSaleAnswerSchema.array() })
  async get(@Req() request: Request, @Res() response: Response): Promise<void> {
    sendJson(
      request,
      response,
      await this.publicLists.json('points-of-sale', LIST_MS, () => this.pointOfSales.list()),
      'public, no-cache',
    );
  }
}
