import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { Company } from './entities/company.entity.js';
import { PointOfSalesController } from './point-of-sales.controller.js';
import { PointOfSalesService } from './point-of-sales.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Company])],
  controllers: [PointOfSalesController],
  providers: [PointOfSalesService],
})
export class CompaniesModule {}
