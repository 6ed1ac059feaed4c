import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { TextBlock } from '@gb/contracts';

import { Public } from '../../common/auth/public.decorator.js';
import { TextBlocksService } from './text-blocks.service.js';

@ApiTags('text-blocks')
@Controller('text-block')
export class TextBlocksController {
  constructor(private readonly textBlocks: TextBlocksService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'One block by canonical (404 when missing), or all blocks' })
  @ApiQuery({ name: 'canonical', required: false })
  get(@Query('canonical') canonical?: string): Promise<TextBlock | TextBlock[]> {
    return typeof canonical === 'string'
      ? this.textBlocks.byCanonical(canonical)
      : this.textBlocks.list();
  }
}
