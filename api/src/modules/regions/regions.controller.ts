import { Body, Controller, Get, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission, type Region, type RegionRequest } from '@gb/contracts';
import { regionSchema } from '@gb/contracts/schemas';
import { regionAnswerSchema } from '@gb/contracts/answers';

import { Public } from '../../common/auth/public.decorator.js';
import { RequirePermission } from '../../common/auth/require-permission.decorator.js';
import { IdPipe } from '../../common/id.pipe.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { RegionsService } from './regions.service.js';
import { ChangesPublicLists } from '../../common/shared-state/changes-public-lists.decorator.js';

@ApiTags('regions')
@Controller('region')
export class RegionsController {
  constructor(private readonly regions: RegionsService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'All regions by sortId' })
  @ApiContract({ answer: regionAnswerSchema.array() })
  list(): Promise<Region[]> {
    return this.regions.list();
  }

  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'One region' })
  @ApiContract({ answer: regionAnswerSchema })
  get(@Param('id', IdPipe) id: number): Promise<Region> {
    return this.regions.get(id);
  }

  @Post()
  @ChangesPublicLists()
  @RequirePermission(Permission.Admin)
  @ApiOperation({ summary: 'Create a region (Admin); it sorts last' })
  @ApiContract({ body: regionSchema, answer: regionAnswerSchema, status: HttpStatus.CREATED })
  create(@Body() body: RegionRequest): Promise<Region> {
    return this.regions.create(body);
  }

  @Put(':id')
  @ChangesPublicLists()
  @RequirePermission(Permission.Admin)
  @ApiOperation({ summary: 'Rename a region (Admin)' })
  @ApiContract({ body: regionSchema, answer: regionAnswerSchema })
  rename(@Param('id', IdPipe) id: number, @Body() body: RegionRequest): Promise<Region> {
    return this.regions.rename(id, body);
  }
}
