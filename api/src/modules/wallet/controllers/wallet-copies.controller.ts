import { Body, Controller, Get, Headers, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission } from '@gb/contracts';
import {
  moveWalletCopySchema,
  walletCopyQuerySchema,
  type MoveWalletCopyRequest,
  type WalletCopyQuery,
} from '@gb/contracts/schemas';
import { walletCopyAnswerSchema, type WalletCopy } from '@gb/contracts/answers';

import {
  CurrentUser,
  RequirePermission,
  type AuthenticatedUser,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { localeFromAcceptLanguage } from '../../../common/request-locale.js';
import { WalletCopiesService } from '../services/wallet-copies.service.js';

/** Staff help a client: the copies of a wallet with their history, and a lost phone's move. */
@ApiTags('wallet')
@RequirePermission(Permission.Franchisee)
@Controller('wallet-copy')
export class WalletCopiesController {
  constructor(private readonly copies: WalletCopiesService) {}

  @Get()
  @ApiOperation({ summary: "The copies in the e-mail's wallet, each with its history" })
  @ApiContract({ query: walletCopyQuerySchema, answer: walletCopyAnswerSchema.array() })
  list(@Query() query: WalletCopyQuery): Promise<WalletCopy[]> {
    return this.copies.copiesOf(query.email);
  }

  @Post(':id/move')
  @ApiOperation({
    summary:
      "Moves a copy and its redemptions to another e-mail's wallet (a lost phone); recorded with who and when",
  })
  @ApiContract({ body: moveWalletCopySchema, answer: walletCopyAnswerSchema, status: 201 })
  move(
    @Param('id', IdPipe) id: number,
    @Body() body: MoveWalletCopyRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('accept-language') language: string | undefined,
  ): Promise<WalletCopy> {
    return this.copies.move(id, body.email, user, localeFromAcceptLanguage(language));
  }
}
