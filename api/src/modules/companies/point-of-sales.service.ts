import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isPubliclyVisible, type PointOfSale } from '@gb/contracts';
import { Repository } from 'typeorm';

import { Company } from './entities/company.entity.js';

const names = new Intl.Collator('de-CH', { numeric: true, sensitivity: 'base' });

/** Where the public booklets are sold: one row per point-of-sale company and booklet it sells. */
@Injectable()
export class PointOfSalesService {
  constructor(@InjectRepository(Company) private readonly companies: Repository<Company>) {}

  async list(now: Date = new Date()): Promise<PointOfSale[]> {
    const sellers = await this.companies.find({
      where: { isPointOfSales: true },
      relations: { sellingBooklets: { region: true } },
    });
    return sellers
      .flatMap((company) =>
        company.sellingBooklets
          .filter((booklet) => isPubliclyVisible(booklet, now))
          .map((booklet) => ({
            bookletId: booklet.id,
            bookletName: `${booklet.region.name} ${booklet.year}`,
            companyName: company.name,
            city: company.locationAddress.city ?? '',
          })),
      )
      .sort(
        (a, b) =>
          names.compare(a.bookletName, b.bookletName) ||
          names.compare(a.companyName, b.companyName) ||
          names.compare(a.city, b.city),
      );
  }
}
