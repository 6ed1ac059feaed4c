import { Injectable } from '@nestjs/common';
import type { PointOfSale, PublicBooklet, Region } from '@gb/contracts';

import { PublicLists } from '../../../common/public-lists.js';
import { PublicBookletsService } from '../../booklets/public-booklets.service.js';
import { PointOfSalesService } from '../../companies/point-of-sales.service.js';
import { RegionsService } from '../../regions/regions.service.js';

/** What every page's head reads of the public lists. */
export interface PageLists {
  regions: Region[];
  booklets: PublicBooklet[];
  pointsOfSale: PointOfSale[];
}

// As long as the public lists themselves: pre-order dates pass with time, and every staff save
// that changes them drops this copy at once (on every replica).
const LISTS_MS = 10_000;

/** The regions, public booklets and points of sale, read once per period for every page head. */
@Injectable()
export class PageListsService {
  constructor(
    private readonly regions: RegionsService,
    private readonly booklets: PublicBookletsService,
    private readonly pointsOfSale: PointOfSalesService,
    private readonly publicLists: PublicLists,
  ) {}

  get(): Promise<PageLists> {
    return this.publicLists.get('page-lists', LISTS_MS, async () => {
      const [regions, booklets, pointsOfSale] = await Promise.all([
        this.regions.list(),
        this.booklets.list(),
        this.pointsOfSale.list(),
      ]);
      return { regions, booklets, pointsOfSale };
    });
  }
}
