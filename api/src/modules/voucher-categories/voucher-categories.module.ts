import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { VoucherCategory } from './entities/voucher-category.entity.js';
import { VoucherCategoriesController } from './voucher-categories.controller.js';
import { VoucherCategoriesService } from './voucher-categories.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([VoucherCategory])],
  controllers: [VoucherCategoriesController],
  providers: [VoucherCategoriesService],
})
export class VoucherCategoriesModule {}
