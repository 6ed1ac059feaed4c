import { Module } from '@nestjs/common';

import { CompanyInventoryController } from './controllers/company-inventory.controller.js';
import { PartnerOrdersController } from './controllers/partner-orders.controller.js';
import { PartnerStockController } from './controllers/partner-stock.controller.js';
import { ReturnOrdersController } from './controllers/return-orders.controller.js';
import { CompanyInventoryService } from './services/company-inventory.service.js';
import { PartnerOrderCreationService } from './services/partner-order-creation.service.js';
import { PartnerOrdersService } from './services/partner-orders.service.js';
import { PartnerStockService } from './services/partner-stock.service.js';
import { ReturnOrdersService } from './services/return-orders.service.js';

/** Partner orders, return orders, inventory reports, stock and sell-through. */
@Module({
  controllers: [
    PartnerOrdersController,
    ReturnOrdersController,
    CompanyInventoryController,
    PartnerStockController,
  ],
  providers: [
    PartnerOrdersService,
    PartnerOrderCreationService,
    ReturnOrdersService,
    CompanyInventoryService,
    PartnerStockService,
  ],
  // The demo data places its partner orders through them.
  exports: [
    PartnerOrderCreationService,
    PartnerOrdersService,
    ReturnOrdersService,
    CompanyInventoryService,
  ],
})
export class PartnerOrdersModule {}
