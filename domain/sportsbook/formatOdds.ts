/**
 * A price as bettors read it, the same on every page and in every language (decimal odds keep their
 * point): two decimals below 100 (`2.10`, `41.00`), whole numbers from 100 up (`150`). The choice is made
 * on the price rounded to cents, so 99.996 reads `100`, never `100.00`.
 */
export const formatOdds = (coefficient: number): string => {
  const cents = Math.round(coefficient * 100);
  return cents >= 10_000 ? String(Math.round(coefficient)) : (cents / 100).toFixed(2);
};
