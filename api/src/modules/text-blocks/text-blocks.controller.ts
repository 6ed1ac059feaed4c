import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { hasPermission, Permission, type TextBlock } from '@gb/contracts';
import { textBlockQuerySchema, type TextBlockQuery } from '@gb/contracts/schemas';
import { publicTextBlockAnswerSchema, textBlockAnswerSchema } from '@gb/contracts/answers';
import { z } from 'zod';

import { type AuthenticatedUser, CurrentUser, Public } from '../../common/auth/index.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';

const TEXT_BLOCK_ANSWER = z.union([
  textBlockAnswerSchema,
  publicTextBlockAnswerSchema,
  textBlockAnswerSchema.array(),
]);
import { AuthErrorCode, AuthException } from '../auth/exceptions/auth.exception.js';
import { TextBlocksService } from './text-blocks.service.js';

/** What a visitor may read of a block: its text, never the staff's internal notes. */
type PublicTextBlock = Omit<TextBlock, 'internalNotes'>;

@ApiTags('text-blocks')
@Controller('text-block')
export class TextBlocksController {
  constructor(private readonly textBlocks: TextBlocksService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary:
      'One block by canonical (404 when missing; public, internal notes for staff only), or all blocks (Franchisee)',
  })
  @ApiContract({ query: textBlockQuerySchema, answer: TEXT_BLOCK_ANSWER })
  async get(
    @Query(new ZodValidationPipe(textBlockQuerySchema)) { canonical }: TextBlockQuery,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<TextBlock | PublicTextBlock | TextBlock[]> {
    const staff = user !== undefined && hasPermission(user.permissions, Permission.Franchisee);
    if (canonical === undefined) {
      if (!user) throw new AuthException(AuthErrorCode.NOT_LOGGED_IN);
      if (!staff) throw new AuthException(AuthErrorCode.PERMISSION_MISSING);
      return this.textBlocks.list();
    }
    const block = await this.textBlocks.byCanonical(canonical);
    if (staff) return block;
    const { internalNotes: _internalNotes, ...visible } = block;
    return visible;
  }
}
