import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type PointOfSale } from '@gb/contracts';
import { pointOfSaleAnswerSchema } from '@gb/contracts/answers';

import { Public } from '../../common/auth/public.decorator.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { PointOfSalesService } from './point-of-sales.service.js';

@ApiTags('companies')
@Controller('company')
export class PointOfSalesController {
  constructor(private readonly pointOfSales: PointOfSalesService) {}

  @Public()
  @Get('point-of-sales')
  @Header('Cache-Control', 'public, max-age=10')
  @ApiOperation({ summary: 'Public: where each public booklet is sold (booklet, company, city)' })
  @ApiContract({ answer: pointOfSaleAnswerSchema.array() })
  list(): Promise<PointOfSale[]> {
    return this.pointOfSales.list();
  }
}
