import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TextBlock as TextBlockAnswer, TextBlockRequest } from '@gb/contracts';
import { Repository } from 'typeorm';

import { isUniqueViolation } from '../../errors/database-errors.js';
import { TextBlock } from './entities/text-block.entity.js';
import { TextBlockErrorCode, TextBlockException } from './exceptions/text-block.exception.js';

/**
 * The texts visitors read. Nothing is cached: a saved block is what the next public call reads.
 */
@Injectable()
export class TextBlocksService {
  constructor(@InjectRepository(TextBlock) private readonly textBlocks: Repository<TextBlock>) {}

  list(): Promise<TextBlockAnswer[]> {
    return this.textBlocks.find({ order: { canonical: 'ASC' } });
  }

  async get(id: number): Promise<TextBlockAnswer> {
    const block = await this.textBlocks.findOneBy({ id });
    if (!block) throw new TextBlockException(TextBlockErrorCode.ID_NOT_FOUND);
    return block;
  }

  async byCanonical(canonical: string): Promise<TextBlockAnswer> {
    const block = await this.textBlocks.findOneBy({ canonical });
    if (!block) throw new TextBlockException(TextBlockErrorCode.NOT_FOUND, { canonical });
    return block;
  }

  async create(request: TextBlockRequest): Promise<TextBlockAnswer> {
    await this.assertCanonicalFree(request.canonical);
    return this.saving(request.canonical, () =>
      this.textBlocks.save(this.textBlocks.create(request)),
    );
  }

  async update(id: number, request: TextBlockRequest): Promise<TextBlockAnswer> {
    await this.get(id);
    await this.assertCanonicalFree(request.canonical, id);
    return this.saving(request.canonical, async () => {
      await this.textBlocks.update({ id }, request);
      return this.get(id);
    });
  }

  private async assertCanonicalFree(canonical: string, ownId?: number): Promise<void> {
    const holder = await this.textBlocks.findOneBy({ canonical });
    if (holder && holder.id !== ownId) {
      throw new TextBlockException(TextBlockErrorCode.CANONICAL_TAKEN, { canonical });
    }
  }

  /** Two saves racing for one canonical: the unique index refuses the second, also as a 409. */
  private async saving(
    canonical: string,
    save: () => Promise<TextBlockAnswer>,
  ): Promise<TextBlockAnswer> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new TextBlockException(TextBlockErrorCode.CANONICAL_TAKEN, { canonical });
      }
      throw error;
    }
  }
}
