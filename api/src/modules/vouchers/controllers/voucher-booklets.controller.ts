import { Body, Controller, Delete, Get, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission, type BookletIdRequest } from '@gb/contracts';
import { bookletIdsAnswerSchema } from '@gb/contracts/answers';
import { bookletIdSchema } from '@gb/contracts/schemas';

import {
  type AuthenticatedUser,
  CurrentUser,
  RequirePermission,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { VoucherBookletsService } from '../services/voucher-booklets.service.js';
import { ChangesPublicLists } from '../../../common/shared-state/changes-public-lists.decorator.js';

/** The booklets a voucher is printed in: everyone in scope reads them, franchisees change them. */
@ApiTags('vouchers')
@Controller('voucher')
export class VoucherBookletsController {
  constructor(private readonly booklets: VoucherBookletsService) {}

  @Get(':id/booklet-id')
  @RequirePermission(Permission.Company)
  @ApiOperation({ summary: 'The ids of the booklets the voucher is in' })
  @ApiContract({ answer: bookletIdsAnswerSchema })
  list(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<number[]> {
    return this.booklets.list(user, id);
  }

  @Post(':id/booklet-id')
  @ChangesPublicLists()
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'Put the voucher into a booklet; answers all its booklets' })
  @ApiContract({
    body: bookletIdSchema,
    answer: bookletIdsAnswerSchema,
    status: HttpStatus.CREATED,
  })
  add(
    @Param('id', IdPipe) id: number,
    @Body() body: BookletIdRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<number[]> {
    return this.booklets.add(user, id, body.bookletId);
  }

  @Delete(':id/booklet-id/:bookletId')
  @ChangesPublicLists()
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'Take the voucher out of a booklet; answers the booklets left' })
  @ApiContract({ answer: bookletIdsAnswerSchema })
  remove(
    @Param('id', IdPipe) id: number,
    @Param('bookletId', IdPipe) bookletId: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<number[]> {
    return this.booklets.remove(user, id, bookletId);
  }
}
