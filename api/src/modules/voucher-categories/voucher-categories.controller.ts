import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type VoucherCategory } from '@gb/contracts';
import { voucherCategoryAnswerSchema } from '@gb/contracts/answers';

import { Public } from '../../common/auth/public.decorator.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { VoucherCategoriesService } from './voucher-categories.service.js';

@ApiTags('voucher-categories')
@Controller('voucher-category')
export class VoucherCategoriesController {
  constructor(private readonly categories: VoucherCategoriesService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'All voucher categories by priority' })
  @ApiContract({ answer: voucherCategoryAnswerSchema.array() })
  list(): Promise<VoucherCategory[]> {
    return this.categories.list();
  }
}
