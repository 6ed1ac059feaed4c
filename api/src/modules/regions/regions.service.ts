import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Region as RegionAnswer, RegionRequest } from '@gb/contracts';
import { Like, Repository } from 'typeorm';

import { isUniqueViolation } from '../../errors/database-errors.js';
import { Region } from './entities/region.entity.js';
import { RegionErrorCode, RegionException } from './exceptions/region.exception.js';
import { regionCanonical, withSuffix } from './region-canonical.js';

const SORT_STEP = 10;
/** Two regions of one name created at once race for its canonical; the loser tries the next. */
const CREATE_ATTEMPTS = 5;

@Injectable()
export class RegionsService {
  constructor(@InjectRepository(Region) private readonly regions: Repository<Region>) {}

  list(): Promise<RegionAnswer[]> {
    return this.regions.find({ order: { sortId: 'ASC', id: 'ASC' } });
  }

  async get(id: number): Promise<RegionAnswer> {
    const region = await this.regions.findOneBy({ id });
    if (!region) throw new RegionException(RegionErrorCode.NOT_FOUND);
    return region;
  }

  /**
   * A new region sorts last; its canonical comes from the name (at most 100 characters, a
   * `-2`, `-3` … suffix included) and stays unique.
   */
  async create(request: RegionRequest): Promise<RegionAnswer> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.insert(request.name);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= CREATE_ATTEMPTS) throw error;
      }
    }
  }

  private async insert(name: string): Promise<RegionAnswer> {
    const base = regionCanonical(name);
    const taken = new Set(
      (await this.regions.findBy({ canonical: Like(`${base.slice(0, 80)}%`) })).map(
        (region) => region.canonical,
      ),
    );
    let canonical = base;
    for (let suffix = 2; taken.has(canonical); suffix += 1) canonical = withSuffix(base, suffix);
    const last = await this.regions.find({ order: { sortId: 'DESC' }, take: 1 });
    const sortId = (last[0]?.sortId ?? 0) + SORT_STEP;
    return this.regions.save(this.regions.create({ name, canonical, sortId }));
  }

  /** Renaming keeps the canonical, so landing pages and links stay valid. */
  async rename(id: number, request: RegionRequest): Promise<RegionAnswer> {
    await this.get(id);
    await this.regions.update({ id }, { name: request.name });
    return this.get(id);
  }
}
