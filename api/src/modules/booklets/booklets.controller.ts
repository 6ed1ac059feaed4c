import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PublicBooklet } from '@gb/contracts';

import { Public } from '../../common/auth/public.decorator.js';
import { PublicBookletsService } from './public-booklets.service.js';

@ApiTags('booklets')
@Controller('booklet')
export class BookletsController {
  constructor(private readonly publicBooklets: PublicBookletsService) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=10')
  @ApiOperation({ summary: 'Public list: published, sold out and pre-orderable booklets' })
  list(): Promise<PublicBooklet[]> {
    return this.publicBooklets.list();
  }
}
