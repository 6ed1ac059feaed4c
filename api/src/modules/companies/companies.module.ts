import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CompaniesController } from './companies.controller.js';
import { Company } from './entities/company.entity.js';
import { PointOfSalesController } from './point-of-sales.controller.js';
import { PointOfSalesService } from './point-of-sales.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Company])],
  controllers: [CompaniesController, PointOfSalesController],
  providers: [PointOfSalesService],
})
export class CompaniesModule {}
