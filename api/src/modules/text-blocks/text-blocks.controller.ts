import { Controller, Get, HttpStatus, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { hasPermission, Permission, type TextBlock } from '@gb/contracts';

import { ApiException } from '../../common/api-exception.js';
import { API_MESSAGE } from '../../common/api-message-keys.js';
import { type AuthenticatedUser, CurrentUser, Public } from '../../common/auth/index.js';
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
    summary: 'One block by canonical (404 when missing; public), or all blocks (Franchisee)',
  })
  @ApiQuery({ name: 'canonical', required: false })
  async get(
    @Query('canonical') canonical: string | undefined,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<TextBlock | PublicTextBlock | TextBlock[]> {
    const staff = user !== undefined && hasPermission(user.permissions, Permission.Franchisee);
    if (typeof canonical !== 'string') {
      if (!user) throw new ApiException(HttpStatus.UNAUTHORIZED, API_MESSAGE.unauthorized);
      if (!staff) throw new ApiException(HttpStatus.FORBIDDEN, API_MESSAGE.forbidden);
      return this.textBlocks.list();
    }
    const block = await this.textBlocks.byCanonical(canonical);
    if (staff) return block;
    const { internalNotes: _internalNotes, ...visible } = block;
    return visible;
  }
}
