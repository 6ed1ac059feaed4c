import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AddressType, BookletState, currentBookletYear, VoucherStateClass } from '@gb/contracts';
import argon2 from 'argon2';
import { DataSource, type EntityManager } from 'typeorm';

import { translatorFor } from '../../common/i18n/api-i18n.js';
import { Appointment } from '../appointments/entities/appointment.entity.js';
import { Booklet } from '../booklets/entities/booklet.entity.js';
import { Company } from '../companies/entities/company.entity.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { CompanyInventoryService } from '../partner-orders/services/company-inventory.service.js';
import { PartnerOrderCreationService } from '../partner-orders/services/partner-order-creation.service.js';
import { PartnerOrdersService } from '../partner-orders/services/partner-orders.service.js';
import { ReturnOrdersService } from '../partner-orders/services/return-orders.service.js';
import { Region } from '../regions/entities/region.entity.js';
import { TextBlock } from '../text-blocks/entities/text-block.entity.js';
import { UserRole } from '../users/entities/user-role.entity.js';
import { User } from '../users/entities/user.entity.js';
import { VoucherCategory } from '../voucher-categories/entities/voucher-category.entity.js';
import { Voucher } from '../vouchers/entities/voucher.entity.js';
import { DemoAttachments } from './demo-attachments.js';
import {
  bookletCoverSvg,
  voucherBackSvg,
  voucherCompleteSvg,
  type DemoVoucherImageText,
  voucherFrontSvg,
} from './demo-image.svg.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';
import { SEED_BOOKLET_PLAN, SEED_VAT_PERCENT } from './seed-booklets.plan.js';
import { SEED_CATEGORIES, SEED_COMPANY_WORDS, SEED_STREETS } from './seed-categories.data.js';
import { SEED_REGIONS } from './seed-regions.data.js';
import { SEED_APPOINTMENT_TEXT, SEED_TEXT_BLOCKS } from './seed-text-blocks.data.js';
import { SeededRandom } from './seeded-random.js';
import { SeedPartnerOrders } from './seed-partner-orders.js';
import { SeedVoucherWorkflow } from './seed-voucher-workflow.js';

const VOUCHERS_PER_CURRENT_BOOKLET = 40;
// This year's vouchers of these regions are cloned into next year's booklets, which are in the making.
const REGIONS_IN_THE_MAKING = ['aarau-baden', 'freiamt-seetal'];
// The demo companies (by index) each have something to answer in next year's booklet.
const DEMO_COMPANY_NEXT_YEAR_STATES = [
  VoucherStateClass.WaitingForApproval,
  VoucherStateClass.GoodForPrintingCreated,
];
// Every eighth company also sells booklets.
const POINT_OF_SALE_EVERY = 8;
// The first region's booklet is also sold in every third round, so its outlets list collapses (more than 10).
const EXTRA_OUTLET_ROUND_EVERY = 3;
// Most vouchers have all three images; some lack the back (no flip), a few have none (placeholder).
const WITHOUT_IMAGES_EVERY = 11;
const WITHOUT_BACK_EVERY = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const SLOGAN = translatorFor('de-CH')('site.slogan');
const VOUCHER_IMAGE_COLUMNS = [
  'completeImageAttachmentId',
  'frontImageAttachmentId',
  'backImageAttachmentId',
] as const;
type VoucherImageColumn = (typeof VOUCHER_IMAGE_COLUMNS)[number];

// Vouchers of booklets that are out are mostly finished; a few dropped out along the way.
const STATES_OF_PUBLISHED = [
  ...Array<VoucherStateClass>(16).fill(VoucherStateClass.Finished),
  VoucherStateClass.GoodForPrintingApproved,
  VoucherStateClass.Declined,
];
// A booklet in the making has vouchers all along the workflow.
const STATES_IN_WORK = [
  VoucherStateClass.Created,
  VoucherStateClass.WaitingForApproval,
  VoucherStateClass.Draft,
  VoucherStateClass.ApprovedCompany,
  VoucherStateClass.ApprovedVoucherResponsibleUser,
  VoucherStateClass.GoodForPrintingInProgress,
  VoucherStateClass.GoodForPrintingCreated,
  VoucherStateClass.GoodForPrintingApproved,
];

function isoDay(now: Date, inDays: number): string {
  return new Date(now.getTime() + inDays * DAY_MS).toISOString().slice(0, 10);
}

/** Fills an empty database with the demo data on first start; does nothing when data exists. */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly partnerOrderCreation: PartnerOrderCreationService,
    private readonly partnerOrders: PartnerOrdersService,
    private readonly returnOrders: ReturnOrdersService,
    private readonly inventory: CompanyInventoryService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seedIfEmpty(new Date());
  }

  /** True when it seeded. One transaction: a failed seed leaves the database empty for the next start. */
  async seedIfEmpty(now: Date): Promise<boolean> {
    if ((await this.dataSource.getRepository(Region).count()) > 0) return false;
    const started = Date.now();
    const passwordHashes = await Promise.all(
      DEMO_USERS.map(() => argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id })),
    );
    await this.dataSource.transaction((manager) => this.seed(manager, now, passwordHashes));
    this.logger.log(`Seeded the demo data in ${Date.now() - started} ms`);
    return true;
  }

  private async seed(manager: EntityManager, now: Date, passwordHashes: string[]): Promise<void> {
    const random = new SeededRandom(2021);
    const regionIds = await this.insertIds(
      manager,
      Region,
      SEED_REGIONS.map(({ name, canonical, sortId }) => ({ name, canonical, sortId })),
    );
    const categoryIds = await this.insertIds(
      manager,
      VoucherCategory,
      SEED_CATEGORIES.map(({ title, color, priority }) => ({ title, color, priority })),
    );

    const year = currentBookletYear(now);
    const bookletRows = SEED_BOOKLET_PLAN.map((plan) => {
      const regionIndex = SEED_REGIONS.findIndex(
        (region) => region.canonical === plan.regionCanonical,
      );
      return {
        regionId: regionIds[regionIndex],
        year: year + plan.yearOffset,
        state: plan.state,
        unitPrice: plan.unitPrice,
        currency: 'CHF',
        vatPercent: SEED_VAT_PERCENT,
        internalUnitPrice: plan.unitPrice - 10,
        preOrderFromDate: isoDay(now, plan.preOrderInDays),
        orderFromDate: isoDay(now, plan.orderInDays),
        qtyPrinted: 3000,
        maxInternalOrders: 5,
        abacusProductId: `GB-${plan.regionCanonical.toUpperCase()}-${year + plan.yearOffset}`,
      };
    });
    const bookletIds = await this.insertIds(manager, Booklet, bookletRows);

    const userIds = await this.insertUsers(manager, passwordHashes);
    const franchiseeId =
      userIds[DEMO_USERS.findIndex((user) => user.email === 'franchisee@demo.ch')];

    const currentBooklets = bookletRows
      .map((row, index) => ({
        ...row,
        id: bookletIds[index] as number,
        regionIndex: regionIds.indexOf(row.regionId),
      }))
      .filter((row) => row.year === year);
    const vouchers: Partial<Voucher>[] = [];
    // The text of each voucher's printed image, which its proof (GzD) shows too.
    const printTexts: DemoVoucherImageText[] = [];
    const companies: Partial<Company>[] = [];
    const sellingBooklet: number[] = [];
    const images = new DemoAttachments();
    const coverPositions = currentBooklets
      .filter((booklet) => booklet.state !== BookletState.Draft)
      .map((booklet) => {
        const region = SEED_REGIONS[booklet.regionIndex]!;
        const color = SEED_CATEGORIES[booklet.regionIndex % SEED_CATEGORIES.length]!.color;
        const svg = bookletCoverSvg(region.name, booklet.year, color, SLOGAN);
        return {
          id: booklet.id,
          position: images.add('booklet-cover-image', `cover-${booklet.id}`, svg),
        };
      });
    for (let round = 0; round < VOUCHERS_PER_CURRENT_BOOKLET; round++) {
      for (const booklet of currentBooklets) {
        const region = SEED_REGIONS[booklet.regionIndex]!;
        const town = random.pick(region.towns);
        const categoryIndex = random.int(0, SEED_CATEGORIES.length - 1);
        const category = SEED_CATEGORIES[categoryIndex]!;
        const name = random
          .pick(category.companyPatterns)
          .replace('{name}', random.pick(SEED_COMPANY_WORDS));
        const address = {
          type: AddressType.Company,
          company: name,
          street: `${random.pick(SEED_STREETS)} ${random.int(1, 80)}`,
          zip: town.zip,
          city: town.city,
          email: `info@${name.toLowerCase().replace(/[^a-z]+/g, '')}.ch`,
          phone: `0${random.int(41, 62)} ${random.int(200, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`,
          lon: Number((town.lon + random.between(-0.012, 0.012)).toFixed(5)),
          lat: Number((town.lat + random.between(-0.008, 0.008)).toFixed(5)),
        };
        const isPointOfSales =
          companies.length % POINT_OF_SALE_EVERY === 2 ||
          (booklet.regionIndex === 0 && round % EXTRA_OUTLET_ROUND_EVERY === 0);
        companies.push({
          name,
          locationAddress: address as Company['locationAddress'],
          isPointOfSales,
          isSellingBooklets: isPointOfSales,
          responsibleUserId: franchiseeId,
        });
        sellingBooklet.push(isPointOfSales ? booklet.id : 0);
        const states = booklet.state === BookletState.Draft ? STATES_IN_WORK : STATES_OF_PUBLISHED;
        vouchers.push({
          bookletId: booklet.id,
          address: address as Voucher['address'],
          offerShort: random.pick(category.offers),
          offerLong: `${random.pick(category.offers)}. Gültig einmal pro Person und Besuch, nicht kumulierbar mit anderen Angeboten.`,
          openingHours: random.pick(category.openingHours),
          voucherCategoryId: categoryIds[categoryIndex],
          responsibleUserId: franchiseeId,
          stateClass: random.pick(states),
        });
        const voucher = vouchers.at(-1)!;
        const print = {
          companyName: name,
          offerShort: voucher.offerShort ?? '',
          city: town.city,
          openingHours: voucher.openingHours ?? '',
          color: category.color,
        };
        printTexts.push(print);
        Object.assign(voucher, this.queueVoucherImages(images, vouchers.length - 1, print));
      }
    }
    const imageIds = await images.store(manager, this.storage);
    for (const cover of coverPositions) {
      await manager.update(Booklet, { id: cover.id }, { coverImageId: imageIds[cover.position] });
    }
    for (const voucher of vouchers) {
      for (const column of VOUCHER_IMAGE_COLUMNS) {
        const position = voucher[column];
        if (typeof position === 'number') voucher[column] = imageIds[position];
      }
    }
    const companyIds = await this.insertIds(manager, Company, companies);
    vouchers.forEach((voucher, index) => (voucher.companyId = companyIds[index]));
    const voucherIds = await this.insertIds(manager, Voucher, vouchers);
    await manager
      .createQueryBuilder()
      .insert()
      .into('voucher_booklet', ['voucher_id', 'booklet_id'])
      .values(
        voucherIds.map((id, index) => ({ voucher_id: id, booklet_id: vouchers[index]!.bookletId })),
      )
      .execute();
    const sellers = companyIds
      .map((id, index) => ({ company_id: id, booklet_id: sellingBooklet[index] }))
      .filter((row) => row.booklet_id);
    await manager
      .createQueryBuilder()
      .insert()
      .into('company_selling_booklet', ['company_id', 'booklet_id'])
      .values(sellers)
      .execute();

    // The demo company users belong to the first two companies, which have vouchers in current booklets.
    for (const [index, user] of DEMO_USERS.entries()) {
      if (user.companyIndex !== undefined) {
        await manager.update(
          User,
          { id: userIds[index] },
          { companyId: companyIds[user.companyIndex] },
        );
      }
    }
    await this.seedWorkflow(manager, now, {
      vouchers: vouchers.map((voucher, index) => ({
        ...voucher,
        id: voucherIds[index]!,
        companyId: companyIds[index]!,
        stateClass: voucher.stateClass!,
        print: printTexts[index]!,
      })),
      booklets: bookletRows.map((row, index) => ({ ...row, id: bookletIds[index]! })),
      year,
      regionIds,
      userIds,
      companyIds,
    });
    // Points of sale other than the demo logins' companies, whose own orders stay theirs to try.
    const demoCompanies = new Set(DEMO_USERS.map((user) => user.companyIndex));
    await new SeedPartnerOrders(
      {
        creation: this.partnerOrderCreation,
        orders: this.partnerOrders,
        returns: this.returnOrders,
        inventory: this.inventory,
      },
      manager,
      { id: franchiseeId!, email: 'franchisee@demo.ch' },
    ).seed(
      companyIds.filter(
        (_, index) => !demoCompanies.has(index) && companies[index]!.isPointOfSales,
      ),
      currentBooklets
        .filter((booklet) => booklet.state === BookletState.Published)
        .map((booklet) => booklet.id),
    );
    await manager.insert(
      TextBlock,
      SEED_TEXT_BLOCKS.map((block) => ({ ...block, internalNotes: '' })),
    );
    await manager.insert(Appointment, { text: SEED_APPOINTMENT_TEXT });
  }

  /** History, next year's booklets in the making, comments and favourites. */
  private async seedWorkflow(
    manager: EntityManager,
    now: Date,
    seeded: {
      vouchers: Parameters<SeedVoucherWorkflow['seed']>[0];
      booklets: { id: number; regionId: number | undefined; year: number }[];
      year: number;
      regionIds: number[];
      userIds: number[];
      companyIds: number[];
    },
  ): Promise<void> {
    const userOf = (email: string) => {
      const index = DEMO_USERS.findIndex((user) => user.email === email);
      return { id: seeded.userIds[index]!, email };
    };
    const regionIdOf = (canonical: string) =>
      seeded.regionIds[SEED_REGIONS.findIndex((region) => region.canonical === canonical)];
    const bookletOf = (regionId: number | undefined, year: number) =>
      seeded.booklets.find((booklet) => booklet.regionId === regionId && booklet.year === year);
    const nextYearBooklets = new Map<number, number>();
    for (const canonical of REGIONS_IN_THE_MAKING) {
      const current = bookletOf(regionIdOf(canonical), seeded.year);
      const next = bookletOf(regionIdOf(canonical), seeded.year + 1);
      if (current && next) nextYearBooklets.set(current.id, next.id);
    }
    const companyUsers = new Map(
      DEMO_USERS.filter((user) => user.companyIndex !== undefined).map((user) => [
        seeded.companyIds[user.companyIndex!]!,
        userOf(user.email),
      ]),
    );
    const demoCompanyStates = new Map(
      DEMO_COMPANY_NEXT_YEAR_STATES.map((state, index) => [seeded.companyIds[index]!, state]),
    );
    await new SeedVoucherWorkflow(manager, this.storage, now, {
      franchisee: userOf('franchisee@demo.ch'),
      designer: userOf('designer@demo.ch'),
      companyUsers,
    }).seed(seeded.vouchers, nextYearBooklets, demoCompanyStates);
  }

  private async insertUsers(manager: EntityManager, passwordHashes: string[]): Promise<number[]> {
    const ids = await this.insertIds(
      manager,
      User,
      DEMO_USERS.map((user, index) => ({
        email: user.email,
        passwordHash: passwordHashes[index],
        address: {
          type: AddressType.Private,
          firstname: user.firstname,
          lastname: user.lastname,
          email: user.email,
        } as User['address'],
      })),
    );
    await manager.insert(
      UserRole,
      DEMO_USERS.flatMap((user, index) => user.roles.map((role) => ({ userId: ids[index], role }))),
    );
    return ids;
  }

  /** Queues the images of the n-th voucher; answers their queue positions in the image columns. */
  private queueVoucherImages(
    images: DemoAttachments,
    n: number,
    text: DemoVoucherImageText,
  ): Pick<Voucher, VoucherImageColumn> {
    if (n % WITHOUT_IMAGES_EVERY === WITHOUT_IMAGES_EVERY - 1) {
      return {
        completeImageAttachmentId: null,
        frontImageAttachmentId: null,
        backImageAttachmentId: null,
      };
    }
    const hasBack = n % WITHOUT_BACK_EVERY !== WITHOUT_BACK_EVERY - 1;
    return {
      completeImageAttachmentId: images.add(
        'voucher-complete-image',
        `voucher-${n}-complete`,
        voucherCompleteSvg(text),
      ),
      frontImageAttachmentId: images.add(
        'voucher-front-image',
        `voucher-${n}-front`,
        voucherFrontSvg(text),
      ),
      backImageAttachmentId: hasBack
        ? images.add('voucher-back-image', `voucher-${n}-back`, voucherBackSvg(text))
        : null,
    };
  }

  /** Inserts rows in one statement and answers their ids in order. */
  private async insertIds<T extends object>(
    manager: EntityManager,
    entity: new () => T,
    rows: object[],
  ): Promise<number[]> {
    const result = await manager.insert(entity, rows as never);
    return result.identifiers.map((identifier) => Number(identifier.id));
  }
}
