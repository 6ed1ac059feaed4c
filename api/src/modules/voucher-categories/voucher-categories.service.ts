import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { VoucherCategory as VoucherCategoryAnswer } from '@gb/contracts';
import { Repository } from 'typeorm';

import { VoucherCategory } from './entities/voucher-category.entity.js';

@Injectable()
export class VoucherCategoriesService {
  constructor(
    @InjectRepository(VoucherCategory) private readonly categories: Repository<VoucherCategory>,
  ) {}

  list(): Promise<VoucherCategoryAnswer[]> {
    return this.categories.find({ order: { priority: 'ASC', id: 'ASC' } });
  }
}
