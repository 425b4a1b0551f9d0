/**
 * A player's age in whole years on a given day (`YYYY-MM-DD`, the visitor's today in their chosen zone,
 * which the server renders with too). The date of birth is a calendar day stored as its UTC midnight, so
 * it is read in UTC. Undefined for a day that is not one, or before the birth.
 */
export const ageOn = (dateOfBirth: number, today: string): number | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!match || !Number.isFinite(dateOfBirth)) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(dateOfBirth);
  const bornYear = born.getUTCFullYear();
  const bornMonth = born.getUTCMonth() + 1;
  const bornDay = born.getUTCDate();
  const hadBirthday = month > bornMonth || (month === bornMonth && day >= bornDay);
  const age = year - bornYear - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : undefined;
};
