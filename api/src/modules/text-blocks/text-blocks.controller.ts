import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { TextBlock } from '@gb/contracts';

import { TextBlocksService } from './text-blocks.service.js';

@ApiTags('text-blocks')
@Controller('text-block')
export class TextBlocksController {
  constructor(private readonly textBlocks: TextBlocksService) {}

  @Get()
  @ApiOperation({ summary: 'One block by canonical (404 when missing), or all blocks' })
  @ApiQuery({ name: 'canonical', required: false })
  get(@Query('canonical') canonical?: string): Promise<TextBlock | TextBlock[]> {
    return typeof canonical === 'string'
      ? this.textBlocks.byCanonical(canonical)
      : this.textBlocks.list();
  }
}
