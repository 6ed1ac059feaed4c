import type { ValueTransformer } from 'typeorm';

/** PostgreSQL numeric arrives as a string; money and percentages are JSON numbers in the api. */
export const decimalTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** Column options for money (CHF, two decimals). */
export const MONEY = {
  type: 'numeric',
  precision: 10,
  scale: 2,
  transformer: decimalTransformer,
} as const;

/** Column options for a VAT percentage such as 8.1. */
export const PERCENT = {
  type: 'numeric',
  precision: 5,
  scale: 2,
  transformer: decimalTransformer,
} as const;
