import { Body, Controller, Get, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Permission,
  type CommentRequest,
  type UpdateCommentRequest,
  type VoucherComment,
} from '@gb/contracts';
import { voucherCommentAnswerSchema } from '@gb/contracts/answers';
import { commentSchema, updateCommentSchema } from '@gb/contracts/schemas';

import {
  type AuthenticatedUser,
  CurrentUser,
  RequirePermission,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { VoucherCommentsService } from '../services/voucher-comments.service.js';

@ApiTags('vouchers')
@RequirePermission(Permission.Company)
@Controller('voucher')
export class VoucherCommentsController {
  constructor(private readonly comments: VoucherCommentsService) {}

  @Get(':id/comment')
  @ApiOperation({
    summary: 'The comment thread, oldest first; a Company user reads the visible ones only',
  })
  @ApiContract({ answer: voucherCommentAnswerSchema.array() })
  list(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherComment[]> {
    return this.comments.list(user, id);
  }

  @Post(':id/comment')
  @ApiOperation({
    summary:
      'Write a comment; its notification type mails the responsible user, the graphic ' +
      'designers or the company (only comments visible to the company reach its users)',
  })
  @ApiContract({
    body: commentSchema,
    answer: voucherCommentAnswerSchema,
    status: HttpStatus.CREATED,
  })
  create(
    @Param('id', IdPipe) id: number,
    @Body() body: CommentRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherComment> {
    return this.comments.create(user, id, body);
  }

  @Put(':id/comment/:commentId')
  @ApiOperation({ summary: "Change a comment: the author's own, or any for a franchisee" })
  @ApiContract({ body: updateCommentSchema, answer: voucherCommentAnswerSchema })
  update(
    @Param('id', IdPipe) id: number,
    @Param('commentId', IdPipe) commentId: number,
    @Body() body: UpdateCommentRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherComment> {
    return this.comments.update(user, id, commentId, body);
  }
}
