import { roundMoney } from './money.js';

interface PostageTier {
  /** Highest total quantity the tier covers. */
  upTo: number;
  postage: number;
}

/** Postage of a public order by its total booklet quantity, cheapest tier first. */
export const POSTAGE_TIERS: readonly PostageTier[] = [
  { upTo: 0, postage: 0 },
  { upTo: 1, postage: 2.5 },
  { upTo: 2, postage: 5 },
  { upTo: 3, postage: 7.5 },
  { upTo: 7, postage: 10 },
  { upTo: 18, postage: 12.5 },
  { upTo: 35, postage: 15 },
];

/** Postage for more booklets than the last tier covers. */
export const POSTAGE_ABOVE_TIERS = 23;

export function postageFor(totalQuantity: number): number {
  const tier = POSTAGE_TIERS.find(({ upTo }) => totalQuantity <= upTo);
  return tier ? tier.postage : POSTAGE_ABOVE_TIERS;
}

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

export function linePrice(line: PricedLine): number {
  return roundMoney(line.unitPrice * line.quantity);
}

export function totalQuantity(lines: readonly Pick<PricedLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Sum of the lines, plus the postage when there is any. */
export function orderTotal(lines: readonly PricedLine[], postage: number): number {
  const goods = lines.reduce((sum, line) => sum + linePrice(line), 0);
  return roundMoney(postage > 0 ? goods + postage : goods);
}
