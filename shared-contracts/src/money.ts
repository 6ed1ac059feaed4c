/** Money is CHF with two decimals; rounding half away from zero like a till. */
export function roundMoney(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round((Math.abs(amount) + Number.EPSILON) * 100)) / 100;
}
