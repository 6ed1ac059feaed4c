import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Region } from '@gb/contracts';

import { Public } from '../../common/auth/public.decorator.js';
import { RegionsService } from './regions.service.js';

@ApiTags('regions')
@Controller('region')
export class RegionsController {
  constructor(private readonly regions: RegionsService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'All regions by sortId' })
  list(): Promise<Region[]> {
    return this.regions.list();
  }
}
