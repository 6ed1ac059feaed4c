import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TextBlock as TextBlockAnswer } from '@gb/contracts';
import { Repository } from 'typeorm';

import { ApiException } from '../../common/api-exception.js';
import { API_MESSAGE } from '../../common/api-message-keys.js';
import { TextBlock } from './entities/text-block.entity.js';

@Injectable()
export class TextBlocksService {
  constructor(@InjectRepository(TextBlock) private readonly textBlocks: Repository<TextBlock>) {}

  list(): Promise<TextBlockAnswer[]> {
    return this.textBlocks.find({ order: { canonical: 'ASC' } });
  }

  async byCanonical(canonical: string): Promise<TextBlockAnswer> {
    const block = await this.textBlocks.findOneBy({ canonical });
    if (!block) throw new ApiException(404, API_MESSAGE.textBlockNotFound, { canonical });
    return block;
  }
}
