import { Module } from '@nestjs/common';

import { ActivationCodesController } from './controllers/activation-codes.controller.js';
import { RedemptionPinController } from './controllers/redemption-pin.controller.js';
import { WalletCopiesController } from './controllers/wallet-copies.controller.js';
import { WalletController } from './controllers/wallet.controller.js';
import { ActivationCodesService } from './services/activation-codes.service.js';
import { OrderActivationCodes } from './services/order-activation-codes.service.js';
import { RedemptionPinsService } from './services/redemption-pins.service.js';
import { RedemptionsService } from './services/redemptions.service.js';
import { WalletActivationService } from './services/wallet-activation.service.js';
import { WalletContentsService } from './services/wallet-contents.service.js';
import { WalletCopiesService } from './services/wallet-copies.service.js';
import { WalletLinkService } from './services/wallet-link.service.js';

/** The booklet on the phone: activation codes, wallets, redemptions confirmed by the partner. */
@Module({
  controllers: [
    ActivationCodesController,
    WalletController,
    RedemptionPinController,
    WalletCopiesController,
  ],
  providers: [
    ActivationCodesService,
    WalletActivationService,
    WalletContentsService,
    WalletLinkService,
    RedemptionsService,
    RedemptionPinsService,
    WalletCopiesService,
    OrderActivationCodes,
  ],
  exports: [ActivationCodesService, OrderActivationCodes],
})
export class WalletModule {}
