import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Region as RegionAnswer, RegionRequest } from '@gb/contracts';
import { Like, Repository } from 'typeorm';

import { ApiException } from '../../common/api-exception.js';
import { API_MESSAGE } from '../../common/api-message-keys.js';
import { Region } from './entities/region.entity.js';
import { regionCanonical } from './region-canonical.js';

const SORT_STEP = 10;

@Injectable()
export class RegionsService {
  constructor(@InjectRepository(Region) private readonly regions: Repository<Region>) {}

  list(): Promise<RegionAnswer[]> {
    return this.regions.find({ order: { sortId: 'ASC', id: 'ASC' } });
  }

  async get(id: number): Promise<RegionAnswer> {
    const region = await this.regions.findOneBy({ id });
    if (!region) throw new ApiException(HttpStatus.NOT_FOUND, API_MESSAGE.notFound);
    return region;
  }

  /** A new region sorts last; its canonical comes from the name and stays unique. */
  async create(request: RegionRequest): Promise<RegionAnswer> {
    const base = regionCanonical(request.name);
    const taken = new Set(
      (await this.regions.findBy({ canonical: Like(`${base}%`) })).map((r) => r.canonical),
    );
    let canonical = base;
    for (let suffix = 2; taken.has(canonical); suffix += 1) canonical = `${base}-${suffix}`;
    const last = await this.regions.find({ order: { sortId: 'DESC' }, take: 1 });
    const sortId = (last[0]?.sortId ?? 0) + SORT_STEP;
    return this.regions.save(this.regions.create({ name: request.name, canonical, sortId }));
  }

  /** Renaming keeps the canonical, so landing pages and links stay valid. */
  async rename(id: number, request: RegionRequest): Promise<RegionAnswer> {
    await this.get(id);
    await this.regions.update({ id }, { name: request.name });
    return this.get(id);
  }
}
