import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TextBlock as TextBlockAnswer } from '@gb/contracts';
import { Repository } from 'typeorm';

import { TextBlock } from './entities/text-block.entity.js';
import { TextBlockErrorCode, TextBlockException } from './exceptions/text-block.exception.js';

@Injectable()
export class TextBlocksService {
  constructor(@InjectRepository(TextBlock) private readonly textBlocks: Repository<TextBlock>) {}

  list(): Promise<TextBlockAnswer[]> {
    return this.textBlocks.find({ order: { canonical: 'ASC' } });
  }

  async byCanonical(canonical: string): Promise<TextBlockAnswer> {
    const block = await this.textBlocks.findOneBy({ canonical });
    if (!block) throw new TextBlockException(TextBlockErrorCode.NOT_FOUND, { canonical });
    return block;
  }
}
