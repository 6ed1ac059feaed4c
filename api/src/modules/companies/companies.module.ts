import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { TypeOrmModule } from '@nestjs/typeorm';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AuthModule } from '../auth/auth.module.js';
import { FilesModule } from '../files/files.module.js';
import { CompaniesController } from './controllers/companies.controller.js';
import { CompanyContractController } from './controllers/company-contract.controller.js';
import { CompanyMailsController } from './controllers/company-mails.controller.js';
import { CompanyUsersController } from './controllers/company-users.controller.js';
import { CompanyMailLog } from './entities/company-mail-log.entity.js';
import { CompanyMail } from './entities/company-mail.entity.js';
import { Company } from './entities/company.entity.js';
import { PointOfSalesController } from './point-of-sales.controller.js';
import { PointOfSalesService } from './point-of-sales.service.js';
import { CompaniesService } from './services/companies.service.js';
import { CompanyContractService } from './services/company-contract.service.js';
import { CompanyMailsService } from './services/company-mails.service.js';
import { CompanyUsersService } from './services/company-users.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Company, CompanyMail, CompanyMailLog]),
    FilesModule,
    AuthModule,
    // Uploads stay in memory up to the configured size; one byte more is a 413.
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        limits: { fileSize: config.uploadMaxBytes, files: 1 },
      }),
    }),
  ],
  // The public points of sale first: `company/point-of-sales` is no company id.
  controllers: [
    PointOfSalesController,
    CompaniesController,
    CompanyContractController,
    CompanyUsersController,
    CompanyMailsController,
  ],
  providers: [
    PointOfSalesService,
    CompaniesService,
    CompanyContractService,
    CompanyUsersService,
    CompanyMailsService,
  ],
  exports: [PointOfSalesService],
})
export class CompaniesModule {}
