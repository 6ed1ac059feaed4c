import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission, type Region, type RegionRequest } from '@gb/contracts';
import { regionSchema } from '@gb/contracts/schemas';

import { Public } from '../../common/auth/public.decorator.js';
import { RequirePermission } from '../../common/auth/require-permission.decorator.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { IdPipe } from '../../common/id.pipe.js';
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

  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'One region' })
  get(@Param('id', IdPipe) id: number): Promise<Region> {
    return this.regions.get(id);
  }

  @Post()
  @ApiBearerAuth()
  @RequirePermission(Permission.Admin)
  @ApiOperation({ summary: 'Create a region (Admin); it sorts last' })
  create(@Body(new ZodValidationPipe(regionSchema)) body: RegionRequest): Promise<Region> {
    return this.regions.create(body);
  }

  @Put(':id')
  @ApiBearerAuth()
  @RequirePermission(Permission.Admin)
  @ApiOperation({ summary: 'Rename a region (Admin)' })
  rename(
    @Param('id', IdPipe) id: number,
    @Body(new ZodValidationPipe(regionSchema)) body: RegionRequest,
  ): Promise<Region> {
    return this.regions.rename(id, body);
  }
}
