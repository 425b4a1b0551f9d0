import type { TFunction } from "i18next";

const ROUND_TYPES = [
  "REGULAR",
  "ONE_SIXTEENTH",
  "ONE_EIGHTH",
  "QUARTERFINALS",
  "SEMIFINALS",
  "FINAL",
] as const;
type RoundType = (typeof ROUND_TYPES)[number];

/** A round's name: "Round 12" for a numbered round, "Quarter-finals" for a knockout one. */
export const roundLabel = (t: TFunction<"statistics">, roundType: string, number: number): string =>
  (ROUND_TYPES as ReadonlyArray<string>).includes(roundType)
    ? t(`roundTypes.${roundType as RoundType}`, { number })
    : t("round", { number });
