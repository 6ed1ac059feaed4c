import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_LOCALE,
  type Locale,
  type TextBlock as TextBlockAnswer,
  type TextBlockRequest,
} from '@gb/contracts';
import { In, Repository } from 'typeorm';

import { PublicLists } from '../../common/public-lists.js';
import { isUniqueViolation } from '../../errors/database-errors.js';
import { TextBlock } from './entities/text-block.entity.js';
import { TextBlockErrorCode, TextBlockException } from './exceptions/text-block.exception.js';

/** Every block is read again at least this often, whatever else changed the table. */
const BLOCKS_MS = 60_000;

/**
 * The texts visitors read, per language: a canonical has its German block (the default language)
 * and may have an English translation; a visitor reading English gets the German one where no
 * translation exists. The blocks are few and every page reads some: they are kept in process,
 * one query a minute, and a save drops them on every replica before it is answered, so the next
 * call reads the saved text.
 */
@Injectable()
export class TextBlocksService {
  constructor(
    @InjectRepository(TextBlock) private readonly textBlocks: Repository<TextBlock>,
    private readonly publicLists: PublicLists,
  ) {}

  list(locale?: Locale): Promise<TextBlockAnswer[]> {
    return this.textBlocks.find({
      where: locale ? { locale } : {},
      order: { canonical: 'ASC', locale: 'ASC' },
    });
  }

  async get(id: number): Promise<TextBlockAnswer> {
    const block = await this.textBlocks.findOneBy({ id });
    if (!block) throw new TextBlockException(TextBlockErrorCode.ID_NOT_FOUND);
    return block;
  }

  /** For staff: the block in `locale`, else the German one, as stored now; 404 naming it. */
  async byCanonical(canonical: string, locale: Locale = DEFAULT_LOCALE): Promise<TextBlockAnswer> {
    const rows = await this.textBlocks.findBy({
      canonical,
      locale: In([...new Set([locale, DEFAULT_LOCALE])]),
    });
    return this.found(canonical, chooseLocales(rows, [canonical], locale));
  }

  /** For visitors: the same from the kept blocks. */
  async publishedByCanonical(
    canonical: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<TextBlockAnswer> {
    return this.found(canonical, await this.inLocales([canonical], locale));
  }

  /** Of each canonical the block in `locale`, else the German one, from the kept blocks. */
  async inLocales(canonicals: readonly string[], locale: Locale): Promise<TextBlockAnswer[]> {
    if (canonicals.length === 0) return [];
    return chooseLocales(
      await this.publicLists.get('text-blocks', BLOCKS_MS, () => this.textBlocks.find()),
      canonicals,
      locale,
    );
  }

  private found(canonical: string, [block]: TextBlockAnswer[]): TextBlockAnswer {
    if (!block) throw new TextBlockException(TextBlockErrorCode.NOT_FOUND, { canonical });
    return block;
  }

  async create(request: TextBlockRequest): Promise<TextBlockAnswer> {
    const locale = request.locale ?? DEFAULT_LOCALE;
    const { canonical } = request;
    await this.assertFree(canonical, locale);
    if (locale !== DEFAULT_LOCALE) await this.assertOriginal(canonical);
    return this.saving(canonical, locale, () =>
      this.textBlocks.save(this.textBlocks.create({ ...request, locale })),
    );
  }

  /**
   * Changes a block's text and notes; its language stays. A German block's new canonical is
   * taken over by its translations in the same transaction; a translation's canonical follows.
   */
  async update(id: number, request: TextBlockRequest): Promise<TextBlockAnswer> {
    const block = await this.get(id);
    const { canonical, text, internalNotes } = request;
    const renamed = canonical !== block.canonical;
    if (renamed && block.locale !== DEFAULT_LOCALE) {
      throw new TextBlockException(TextBlockErrorCode.TRANSLATION_RENAMED);
    }
    if (renamed) await this.assertFree(canonical, block.locale, id);
    return this.saving(canonical, block.locale, () =>
      this.textBlocks.manager.transaction(async (manager) => {
        if (renamed) {
          await manager.update(TextBlock, { canonical: block.canonical }, { canonical });
        }
        await manager.update(TextBlock, { id }, { canonical, text, internalNotes });
        return manager.findOneByOrFail(TextBlock, { id });
      }),
    );
  }

  private async assertFree(canonical: string, locale: Locale, ownId?: number): Promise<void> {
    const holder = await this.textBlocks.findOneBy({ canonical, locale });
    if (holder && holder.id !== ownId) {
      throw new TextBlockException(TextBlockErrorCode.CANONICAL_TAKEN, { canonical, locale });
    }
  }

  private async assertOriginal(canonical: string): Promise<void> {
    const original = await this.textBlocks.existsBy({ canonical, locale: DEFAULT_LOCALE });
    if (!original) throw new TextBlockException(TextBlockErrorCode.WITHOUT_ORIGINAL, { canonical });
  }

  /** Two saves racing for one canonical and language: the unique index refuses the second. */
  private async saving(
    canonical: string,
    locale: Locale,
    save: () => Promise<TextBlockAnswer>,
  ): Promise<TextBlockAnswer> {
    try {
      const saved = await save();
      await this.publicLists.invalidate();
      return saved;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new TextBlockException(TextBlockErrorCode.CANONICAL_TAKEN, { canonical, locale });
      }
      throw error;
    }
  }
}

/** Of each canonical among `rows` the block in `locale`, else the German one. */
function chooseLocales(
  rows: readonly TextBlockAnswer[],
  canonicals: readonly string[],
  locale: Locale,
): TextBlockAnswer[] {
  return canonicals.flatMap((canonical) => {
    const versions = rows.filter((row) => row.canonical === canonical);
    const chosen =
      versions.find((row) => row.locale === locale) ??
      versions.find((row) => row.locale === DEFAULT_LOCALE);
    return chosen ? [chosen] : [];
  });
}
