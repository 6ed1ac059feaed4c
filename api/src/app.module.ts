import { type DynamicModule, Module } from '@nestjs/common';

import type { AppConfig } from './config/app-config.js';
import { JobsModule } from './common/jobs/jobs.module.js';
import { LifecycleModule } from './common/lifecycle/lifecycle.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { RedisModule } from './common/redis/redis.module.js';
import { SharedStateModule } from './common/shared-state/shared-state.module.js';
import { ConfigModule } from './config/config.module.js';
import type { DatabaseServer } from './database/database-server.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { WebModule } from './modules/web/web.module.js';
import { BookletsModule } from './modules/booklets/booklets.module.js';
import { RegionsModule } from './modules/regions/regions.module.js';
import { TextBlocksModule } from './modules/text-blocks/text-blocks.module.js';
import { VoucherCategoriesModule } from './modules/voucher-categories/voucher-categories.module.js';
import { VouchersModule } from './modules/vouchers/vouchers.module.js';
import { SeedModule } from './modules/seed/seed.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { AccountingModule } from './modules/accounting/accounting.module.js';
import { PartnerOrdersModule } from './modules/partner-orders/partner-orders.module.js';
import { StatisticsModule } from './modules/statistics/statistics.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { ClientConfigModule } from './modules/client-config/client-config.module.js';
import { CompaniesModule } from './modules/companies/companies.module.js';
import { FilesModule } from './modules/files/files.module.js';
import { AppointmentsModule } from './modules/appointments/appointments.module.js';
import { PublicListsModule } from './common/public-lists.js';
import { WalletModule } from './modules/wallet/wallet.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseServer): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forServer(database),
        LifecycleModule,
        JobsModule,
        RedisModule.forRoot(),
        SharedStateModule,
        RateLimitModule,
        PublicListsModule,
        HealthModule,
        MailModule,
        AuthModule,
        UsersModule,
        WebModule,
        SeedModule,
        RegionsModule,
        VoucherCategoriesModule,
        BookletsModule,
        AppointmentsModule,
        VouchersModule,
        TextBlocksModule,
        OrdersModule,
        AccountingModule,
        PartnerOrdersModule,
        StatisticsModule,
        FilesModule,
        CompaniesModule,
        ClientConfigModule,
        WalletModule,
      ],
    };
  }
}
