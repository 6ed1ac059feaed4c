import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpStatus,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Permission,
  type ChangeVoucherStateRequest,
  type CreateVoucherRequest,
  type UpdateVoucherRequest,
  type Voucher as VoucherAnswer,
  type VoucherAddressRequest,
} from '@gb/contracts';
import {
  publicVoucherListAnswerSchema,
  voucherAnswerSchema,
  voucherListAnswerSchema,
} from '@gb/contracts/answers';
import {
  changeVoucherStateSchema,
  createVoucherSchema,
  favoriteSchema,
  updateVoucherSchema,
  voucherAddressSchema,
  voucherListQuerySchema,
  type VoucherListQuery,
} from '@gb/contracts/schemas';
import type { Request, Response } from 'express';
import { z } from 'zod';

import {
  type AuthenticatedUser,
  CurrentUser,
  Public,
  RequirePermission,
} from '../../../common/auth/index.js';
import { sendJson, toJsonEntry } from '../../../common/cached-json.js';
import { IdPipe } from '../../../common/id.pipe.js';
import type { Replayable } from '../../../common/idempotency/create-once.js';
import { IdempotencyKey, Idempotent } from '../../../common/idempotency/idempotent.decorator.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { AuthErrorCode, AuthException } from '../../auth/exceptions/auth.exception.js';
import { pageOf, PublicVoucherPages } from '../public-voucher-pages.js';
import { VoucherListService } from '../services/voucher-list.service.js';
import { VoucherStateMachine } from '../services/voucher-state-machine.service.js';
import { VouchersService } from '../services/vouchers.service.js';
import { ChangesPublicLists } from '../../../common/shared-state/changes-public-lists.decorator.js';

@ApiTags('vouchers')
@Controller('voucher')
export class VouchersController {
  constructor(
    private readonly publicList: PublicVoucherPages,
    private readonly vouchers: VouchersService,
    private readonly voucherList: VoucherListService,
    private readonly stateMachine: VoucherStateMachine,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary:
      'A page of vouchers either way. Without a token the public list (vouchers of published and ' +
      'sold-out booklets, by category, then company), every one on one page unless `pageSize` ' +
      "is sent; with one the caller's vouchers, filtered and paged (a Company user: its " +
      "company's only)",
  })
  @ApiContract({
    query: voucherListQuerySchema,
    answer: z.union([publicVoucherListAnswerSchema, voucherListAnswerSchema]),
  })
  async list(
    @Query() query: VoucherListQuery,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    if (!user) {
      const { page, pageSize } = query;
      const entry =
        page === undefined && pageSize === undefined
          ? await this.publicList.whole()
          : toJsonEntry(pageOf(await this.publicList.vouchers(), page, pageSize));
      this.publicList.send(request, response, entry);
      return;
    }
    if (!user.permissions.includes(Permission.Company)) {
      throw new AuthException(AuthErrorCode.PERMISSION_MISSING);
    }
    const answer = await this.voucherList.list(user, query);
    sendJson(request, response, answer, 'private, no-store', 'Accept-Encoding, Authorization');
  }

  @Get(':id')
  @RequirePermission(Permission.Company)
  @ApiOperation({ summary: "One voucher; another company's is refused to a Company user (403)" })
  @ApiContract({ answer: voucherAnswerSchema })
  get(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherAnswer> {
    return this.vouchers.get(user, id);
  }

  @Post()
  @ChangesPublicLists()
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'A new voucher in state Created, addressed like its company' })
  @Idempotent('answers the first voucher')
  @ApiContract({
    body: createVoucherSchema,
    answer: voucherAnswerSchema,
    status: HttpStatus.CREATED,
  })
  create(
    @Body() body: CreateVoucherRequest,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<Replayable<VoucherAnswer>> {
    return this.vouchers.create(user, body, idempotencyKey);
  }

  @Put(':id')
  @ChangesPublicLists()
  @RequirePermission(Permission.Company)
  @ApiOperation({
    summary:
      'Change the texts, category and responsible user when the caller may edit the voucher in ' +
      'its state (403 otherwise); a Company user keeps the note and the responsible user',
  })
  @ApiContract({ body: updateVoucherSchema, answer: voucherAnswerSchema })
  update(
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateVoucherRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherAnswer> {
    return this.vouchers.update(user, id, body);
  }

  @Put(':id/address')
  @ChangesPublicLists()
  @RequirePermission(Permission.Company)
  @ApiOperation({ summary: 'Set the address with its map position (inside Switzerland or none)' })
  @ApiContract({ body: voucherAddressSchema, answer: voucherAnswerSchema })
  setAddress(
    @Param('id', IdPipe) id: number,
    @Body() body: VoucherAddressRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherAnswer> {
    return this.vouchers.setAddress(user, id, body);
  }

  @Patch(':id')
  @ChangesPublicLists()
  @RequirePermission(Permission.Company)
  @ApiOperation({
    summary:
      'Take a step of the workflow: 403 when the caller may not take it now, 409 when the ' +
      'voucher is no longer in the state the caller saw (fromStateClass or If-Match), and 409 ' +
      'when sending or approving the good-for-printing with no proof version uploaded',
  })
  @ApiHeader({ name: 'If-Match', required: false, description: 'The state seen, e.g. "Draft"' })
  @ApiContract({ body: changeVoucherStateSchema, answer: voucherAnswerSchema })
  changeState(
    @Param('id', IdPipe) id: number,
    @Body() body: ChangeVoucherStateRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('if-match') ifMatch?: string,
  ): Promise<VoucherAnswer> {
    return this.stateMachine.change(user, id, body, ifMatch);
  }

  @Post(':id/favorite')
  @RequirePermission(Permission.Company)
  @ApiOperation({ summary: "Mark the voucher as one of the caller's favourites" })
  @ApiContract({ body: favoriteSchema, answer: null, status: HttpStatus.NO_CONTENT })
  async addFavorite(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<void> {
    await this.vouchers.setFavorite(user, id, true);
  }

  @Delete(':id/favorite')
  @RequirePermission(Permission.Company)
  @ApiOperation({ summary: "Remove the voucher from the caller's favourites" })
  @ApiContract({ answer: null, status: HttpStatus.NO_CONTENT })
  async removeFavorite(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<void> {
    await this.vouchers.setFavorite(user, id, false);
  }
}
