import { Body, Controller, Get, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Permission,
  type MailsSentAnswer,
  type NextVoucherStateAnswer,
  type ResendVoucherMailRequest,
  type VoucherStateChange,
} from '@gb/contracts';
import {
  mailsSentAnswerSchema,
  nextVoucherStateAnswerSchema,
  voucherStateChangeAnswerSchema,
} from '@gb/contracts/answers';
import { resendVoucherMailSchema } from '@gb/contracts/schemas';

import {
  type AuthenticatedUser,
  CurrentUser,
  RequirePermission,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { VoucherStateMachine } from '../services/voucher-state-machine.service.js';

/** The workflow around a voucher: the steps open to the caller, the history, the mails. */
@ApiTags('vouchers')
@RequirePermission(Permission.Company)
@Controller('voucher')
export class VoucherWorkflowController {
  constructor(private readonly stateMachine: VoucherStateMachine) {}

  @Get(':id/next-state')
  @ApiOperation({
    summary:
      'The steps the caller may take now, each with its named action: preferred forward step ' +
      'first, Declined and Deleted last; sending and approving the good-for-printing only once ' +
      'a proof version exists',
  })
  @ApiContract({ answer: nextVoucherStateAnswerSchema.array() })
  nextStates(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<NextVoucherStateAnswer[]> {
    return this.stateMachine.nextStates(user, id);
  }

  @Get(':id/state-change')
  @ApiOperation({ summary: 'Every state change with date and user, newest first' })
  @ApiContract({ answer: voucherStateChangeAnswerSchema.array() })
  history(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherStateChange[]> {
    return this.stateMachine.history(user, id);
  }

  @Post(':id/approval-mail')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({
    summary:
      'Send the mail the company waits on again with fresh login links: the approval mail ' +
      '(WaitingForApproval) or the good-for-printing mail (GoodForPrintingCreated); 409 otherwise',
  })
  @ApiContract({
    body: resendVoucherMailSchema,
    answer: mailsSentAnswerSchema,
    status: HttpStatus.OK,
  })
  resendMail(
    @Param('id', IdPipe) id: number,
    @Body() body: ResendVoucherMailRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<MailsSentAnswer> {
    return this.stateMachine.resendMail(user, id, body.loginUrlTemplate);
  }
}
