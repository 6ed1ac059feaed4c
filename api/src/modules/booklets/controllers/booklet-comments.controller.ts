import { Body, Controller, Get, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission, type BookletComment, type BookletCommentRequest } from '@gb/contracts';
import { bookletCommentSchema } from '@gb/contracts/schemas';
import { bookletCommentAnswerSchema } from '@gb/contracts/answers';

import {
  type AuthenticatedUser,
  CurrentUser,
  RequirePermission,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { BookletCommentsService } from '../services/booklet-comments.service.js';

@ApiTags('booklets')
@RequirePermission(Permission.Franchisee, Permission.GraphicDesigner)
@Controller('booklet')
export class BookletCommentsController {
  constructor(private readonly comments: BookletCommentsService) {}

  @Get(':id/comment')
  @ApiOperation({ summary: "The booklet's comments, newest first" })
  @ApiContract({ answer: bookletCommentAnswerSchema.array() })
  list(@Param('id', IdPipe) id: number): Promise<BookletComment[]> {
    return this.comments.list(id);
  }

  @Post(':id/comment')
  @ApiOperation({ summary: 'Add a comment (title and text)' })
  @ApiContract({
    body: bookletCommentSchema,
    answer: bookletCommentAnswerSchema,
    status: HttpStatus.CREATED,
  })
  add(
    @Param('id', IdPipe) id: number,
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: BookletCommentRequest,
  ): Promise<BookletComment> {
    return this.comments.add(id, caller, body);
  }

  @Put(':id/comment/:commentId')
  @ApiOperation({ summary: 'Change a comment: its author or an Admin only (403 otherwise)' })
  @ApiContract({ body: bookletCommentSchema, answer: bookletCommentAnswerSchema })
  update(
    @Param('id', IdPipe) id: number,
    @Param('commentId', IdPipe) commentId: number,
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: BookletCommentRequest,
  ): Promise<BookletComment> {
    return this.comments.update(id, commentId, caller, body);
  }
}
