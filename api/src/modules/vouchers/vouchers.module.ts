import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { FilesModule } from '../files/files.module.js';
import { VoucherCategory } from '../voucher-categories/entities/voucher-category.entity.js';
import { Voucher } from './entities/voucher.entity.js';
import { PublicVouchersService } from './public-vouchers.service.js';
import { VoucherImagesController } from './voucher-images.controller.js';
import { VouchersController } from './vouchers.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([Voucher, VoucherCategory]), FilesModule],
  controllers: [VouchersController, VoucherImagesController],
  providers: [PublicVouchersService],
})
export class VouchersModule {}
