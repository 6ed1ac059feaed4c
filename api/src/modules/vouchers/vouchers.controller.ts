import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PublicVoucher } from '@gb/contracts';

import { Public } from '../../common/auth/public.decorator.js';
import { PublicVouchersService } from './public-vouchers.service.js';

@ApiTags('vouchers')
@Controller('voucher')
export class VouchersController {
  constructor(private readonly publicVouchers: PublicVouchersService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Public list: vouchers of published and sold-out booklets' })
  list(): Promise<PublicVoucher[]> {
    return this.publicVouchers.list();
  }
}
