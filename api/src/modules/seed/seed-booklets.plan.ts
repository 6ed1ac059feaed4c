import { BookletState } from '@gb/contracts';

/** Which booklet each region gets relative to the current booklet year, and in which state. */
export interface SeedBookletPlan {
  regionCanonical: string;
  yearOffset: number;
  state: BookletState;
  /** Days from today to the pre-order date (negative: passed). */
  preOrderInDays: number;
  /** Days from today to the order date. */
  orderInDays: number;
  unitPrice: number;
}

const DRAFT_NEXT_YEAR = {
  yearOffset: 1,
  state: BookletState.Draft,
  preOrderInDays: 120,
  orderInDays: 180,
  unitPrice: 35,
};

export const SEED_BOOKLET_PLAN: SeedBookletPlan[] = [
  {
    regionCanonical: 'aarau-baden',
    yearOffset: 0,
    state: BookletState.Published,
    preOrderInDays: -120,
    orderInDays: -90,
    unitPrice: 35,
  },
  {
    regionCanonical: 'freiamt-seetal',
    yearOffset: 0,
    state: BookletState.Published,
    preOrderInDays: -120,
    orderInDays: -90,
    unitPrice: 25,
  },
  {
    regionCanonical: 'sempachersee',
    yearOffset: 0,
    state: BookletState.SoldOut,
    preOrderInDays: -150,
    orderInDays: -120,
    unitPrice: 25,
  },
  {
    regionCanonical: 'zugerland',
    yearOffset: 0,
    state: BookletState.Published,
    preOrderInDays: -100,
    orderInDays: -60,
    unitPrice: 35,
  },
  // Pre-ordering has begun, ordering has not: shows the pre-order badge.
  {
    regionCanonical: 'winterthur',
    yearOffset: 0,
    state: BookletState.Draft,
    preOrderInDays: -10,
    orderInDays: 30,
    unitPrice: 35,
  },
  {
    regionCanonical: 'aarau-baden',
    yearOffset: -1,
    state: BookletState.Archived,
    preOrderInDays: -480,
    orderInDays: -450,
    unitPrice: 30,
  },
  ...['aarau-baden', 'freiamt-seetal', 'sempachersee', 'zugerland', 'winterthur'].map(
    (regionCanonical) => ({
      regionCanonical,
      ...DRAFT_NEXT_YEAR,
    }),
  ),
];

export const SEED_VAT_PERCENT = 8.1;
