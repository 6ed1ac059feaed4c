import { Body, Controller, Get, Headers, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  redemptionSchema,
  walletActivationSchema,
  walletLinkSchema,
  type RedemptionRequest,
  type WalletActivationRequest,
  type WalletLinkRequest,
} from '@gb/contracts/schemas';
import {
  redemptionAnswerSchema,
  walletActivationAnswerSchema,
  walletAnswerSchema,
  walletLinkAnswerSchema,
  type Redemption,
  type Wallet,
  type WalletActivation,
  type WalletLinkRequested,
} from '@gb/contracts/answers';
import type { Request } from 'express';

import { Public } from '../../../common/auth/index.js';
import type { Replayable } from '../../../common/idempotency/create-once.js';
import { IdempotencyKey, Idempotent } from '../../../common/idempotency/idempotent.decorator.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { RateLimited } from '../../../common/rate-limit/rate-limited.decorator.js';
import { localeFromAcceptLanguage } from '../../../common/request-locale.js';
import { RedemptionsService } from '../services/redemptions.service.js';
import { WalletActivationService } from '../services/wallet-activation.service.js';
import { WalletContentsService } from '../services/wallet-contents.service.js';
import { WalletLinkService } from '../services/wallet-link.service.js';

/** The booklet on the phone: activating a copy, opening the wallet, redeeming a voucher. */
@ApiTags('wallet')
@Public()
@Controller('wallet')
export class WalletController {
  constructor(
    private readonly activation: WalletActivationService,
    private readonly contents: WalletContentsService,
    private readonly redemptions: RedemptionsService,
    private readonly links: WalletLinkService,
  ) {}

  @Post('activation')
  @ApiOperation({
    summary:
      "Binds a copy's activation code to the e-mail's wallet and mails the wallet's link (a notice when the e-mail has one); the same answer either way. 409 when another e-mail holds the code; wrong codes count against the client and all clients (429)",
  })
  @ApiContract({
    body: walletActivationSchema,
    answer: walletActivationAnswerSchema,
    status: HttpStatus.CREATED,
  })
  activate(
    @Body() body: WalletActivationRequest,
    @Headers('accept-language') language: string | undefined,
    @Req() request: Request,
  ): Promise<WalletActivation> {
    return this.activation.activate(
      body.code,
      body.email,
      request.ip ?? 'unknown',
      localeFromAcceptLanguage(language),
    );
  }

  @Post('link')
  @RateLimited('wallet-link')
  @ApiOperation({
    summary:
      "Mails the e-mail's wallet a new link, which replaces the former one once opened (until then the former one works); 202 and the same answer whether the e-mail has a wallet. Limited per client and per e-mail (429)",
  })
  @ApiContract({
    body: walletLinkSchema,
    answer: walletLinkAnswerSchema,
    status: HttpStatus.ACCEPTED,
  })
  requestLink(
    @Body() body: WalletLinkRequest,
    @Headers('accept-language') language: string | undefined,
  ): Promise<WalletLinkRequested> {
    return this.links.request(body.email, localeFromAcceptLanguage(language));
  }

  @Get(':token')
  @ApiOperation({
    summary:
      "The wallet of the link's secret token: its booklets, each with its vouchers in the storefront's order and when each was redeemed",
  })
  @ApiContract({ answer: walletAnswerSchema })
  get(@Param('token') token: string): Promise<Wallet> {
    return this.contents.contents(token);
  }

  @Post(':token/redemption')
  @ApiOperation({
    summary:
      "Redeems a voucher of the wallet with its partner's PIN: 201 with the time; 409 when already redeemed (with that time) or its booklet is no longer valid; 403 for a wrong PIN, 429 after several",
  })
  @Idempotent('answers the first redemption')
  @ApiContract({
    body: redemptionSchema,
    answer: redemptionAnswerSchema,
    status: HttpStatus.CREATED,
  })
  redeem(
    @Param('token') token: string,
    @Body() body: RedemptionRequest,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @Headers('accept-language') language: string | undefined,
  ): Promise<Replayable<Redemption>> {
    return this.redemptions.redeem(token, body, idempotencyKey, localeFromAcceptLanguage(language));
  }
}
