import { Body, Controller, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Permission,
  VoucherStateClass,
  type BookletVoucherStatesAnswer,
  type VoucherStatesRequest,
} from '@gb/contracts';
import { bookletVoucherStatesSchema, sendGoodForPrintingSchema } from '@gb/contracts/schemas';
import { bookletVoucherStatesAnswerSchema } from '@gb/contracts/answers';

import {
  type AuthenticatedUser,
  CurrentUser,
  RequirePermission,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { BookletVoucherStatesService } from '../services/booklet-voucher-states.service.js';

/** The booklet-wide moves of the voucher workflow (franchisees). */
@ApiTags('booklets')
@RequirePermission(Permission.Franchisee)
@Controller('booklet')
export class BookletVoucherStatesController {
  constructor(private readonly moves: BookletVoucherStatesService) {}

  @Put(':id/voucher-states')
  @ApiOperation({
    summary:
      'Move every voucher of the booklet from one state to the next (Created or SystemCreated → WaitingForApproval with approval mails, GoodForPrintingInProgress → GoodForPrintingCreated with GzD mails), each through the voucher workflow (a good-for-printing without a proof stays); says which moved and why others stayed',
  })
  @ApiContract({ body: bookletVoucherStatesSchema, answer: bookletVoucherStatesAnswerSchema })
  moveAll(
    @Param('id', IdPipe) id: number,
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: VoucherStatesRequest,
  ): Promise<BookletVoucherStatesAnswer> {
    return this.moves.move(caller, id, body.fromStateClass, body.toStateClass);
  }

  @Post(':id/update-gfp-in-progress-to-gfp-created')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Send the good-for-printing of every voucher ready for it to the companies (GoodForPrintingInProgress → GoodForPrintingCreated, GzD mails); one without a proof stays, named with reason noProof',
  })
  @ApiContract({ body: sendGoodForPrintingSchema, answer: bookletVoucherStatesAnswerSchema })
  sendGoodForPrinting(
    @Param('id', IdPipe) id: number,
    @CurrentUser() caller: AuthenticatedUser,
    @Body() _body: object,
  ): Promise<BookletVoucherStatesAnswer> {
    return this.moves.move(
      caller,
      id,
      VoucherStateClass.GoodForPrintingInProgress,
      VoucherStateClass.GoodForPrintingCreated,
    );
  }
}
