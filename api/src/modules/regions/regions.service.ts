import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Region as RegionAnswer } from '@gb/contracts';
import { Repository } from 'typeorm';

import { Region } from './entities/region.entity.js';

@Injectable()
export class RegionsService {
  constructor(@InjectRepository(Region) private readonly regions: Repository<Region>) {}

  list(): Promise<RegionAnswer[]> {
    return this.regions.find({ order: { sortId: 'ASC', id: 'ASC' } });
  }
}
