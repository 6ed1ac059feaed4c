import { Body, Controller, Get, Header, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { hasPermission, Permission, type TextBlock, type TextBlockRequest } from '@gb/contracts';
import { textBlockQuerySchema, textBlockSchema, type TextBlockQuery } from '@gb/contracts/schemas';
import { publicTextBlockAnswerSchema, textBlockAnswerSchema } from '@gb/contracts/answers';
import { z } from 'zod';

import {
  type AuthenticatedUser,
  CurrentUser,
  Public,
  RequirePermission,
} from '../../common/auth/index.js';
import { IdPipe } from '../../common/id.pipe.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { AuthErrorCode, AuthException } from '../auth/exceptions/auth.exception.js';
import { TextBlocksService } from './text-blocks.service.js';

const TEXT_BLOCK_ANSWER = z.union([
  textBlockAnswerSchema,
  publicTextBlockAnswerSchema,
  textBlockAnswerSchema.array(),
]);

/** What a visitor may read of a block: its text, never the staff's internal notes. */
type PublicTextBlock = Omit<TextBlock, 'internalNotes'>;

@ApiTags('text-blocks')
@Controller('text-block')
export class TextBlocksController {
  constructor(private readonly textBlocks: TextBlocksService) {}

  @Public()
  @Get()
  // A saved block shows on the next visit: browsers and proxies ask again every time.
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary:
      'One block by canonical in the language asked for, else the German one (404 naming it when missing; public, internal notes for staff only), or all blocks of every or one language with their internal notes (Franchisee)',
  })
  @ApiContract({ query: textBlockQuerySchema, answer: TEXT_BLOCK_ANSWER })
  async get(
    @Query() { canonical, locale }: TextBlockQuery,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<TextBlock | PublicTextBlock | TextBlock[]> {
    const staff = user !== undefined && hasPermission(user.permissions, Permission.Franchisee);
    if (canonical === undefined) {
      if (!user) throw new AuthException(AuthErrorCode.NOT_LOGGED_IN);
      if (!staff) throw new AuthException(AuthErrorCode.PERMISSION_MISSING);
      return this.textBlocks.list(locale);
    }
    if (staff) return this.textBlocks.byCanonical(canonical, locale);
    const block = await this.textBlocks.publishedByCanonical(canonical, locale);
    const { internalNotes: _internalNotes, ...visible } = block;
    return visible;
  }

  @Get(':id')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'One block with its internal notes' })
  @ApiContract({ answer: textBlockAnswerSchema })
  getOne(@Param('id', IdPipe) id: number): Promise<TextBlock> {
    return this.textBlocks.get(id);
  }

  @Post()
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({
    summary:
      'A new block in a language (default de-CH); its canonical is a lower-case slug no other block of that language has (409 naming it); an English block translates an existing German one; a canonical ending in -subject takes no line breaks',
  })
  @ApiContract({ body: textBlockSchema, answer: textBlockAnswerSchema, status: HttpStatus.CREATED })
  create(@Body() body: TextBlockRequest): Promise<TextBlock> {
    return this.textBlocks.create(body);
  }

  @Put(':id')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({
    summary:
      "Change a block (its language stays); a German block's new canonical is its translations' too; the public pages read the new text on their next call",
  })
  @ApiContract({ body: textBlockSchema, answer: textBlockAnswerSchema })
  update(@Param('id', IdPipe) id: number, @Body() body: TextBlockRequest): Promise<TextBlock> {
    return this.textBlocks.update(id, body);
  }
}
