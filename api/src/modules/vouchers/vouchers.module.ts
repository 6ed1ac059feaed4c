import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { VoucherCategory } from '../voucher-categories/entities/voucher-category.entity.js';
import { Voucher } from './entities/voucher.entity.js';
import { PublicVouchersService } from './public-vouchers.service.js';
import { VouchersController } from './vouchers.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([Voucher, VoucherCategory])],
  controllers: [VouchersController],
  providers: [PublicVouchersService],
})
export class VouchersModule {}
