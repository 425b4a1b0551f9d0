import type { TFunction } from "i18next";

/**
 * The statistics tabs' wording of what the answer names in English or in codes: periods ("half" 2, "1ST",
 * "2Q"), statistics ("Ball possession", "shotsOnTarget") and their groups. A name the strings do not know
 * yet is shown as the answer gives it.
 */
type T = TFunction<"eventStatsTabs">;

/**
 * "Ball possession" → "ballPossession", "3-pointers made" → "3PointersMade": the strings' key of a name;
 * a code already in camel case ("shotsOnTarget") is its own key.
 */
export const statKey = (name: string): string =>
  /[^A-Za-z0-9]/.test(name.trim())
    ? name
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9]+([a-z0-9])/g, (_, next: string) => next.toUpperCase())
    : name.trim();

/** "distanceKm" → "Distance km": a code made readable when no string names it. */
const readable = (code: string): string => {
  const words = code.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const lookup = (t: T, dictionary: "statNames" | "statGroups", name: string, fallback: string): string => {
  const names = t(dictionary, { returnObjects: true }) as unknown as Readonly<Record<string, string>>;
  return (typeof names === "object" && names !== null ? names[statKey(name)] : undefined) ?? fallback;
};

/** A team or player statistic's name: "Ball possession", or a player's "shotsOnTarget". */
export const statName = (t: T, name: string): string =>
  lookup(t, "statNames", name, /\s/.test(name) ? name : readable(name));

/** A team statistics group's name ("Match overview"). */
export const statGroupName = (t: T, name: string): string => lookup(t, "statGroups", name, name);

/** A period of the match statistics switch: ALL, 1ST… 5TH, 1Q… 4Q, ET1, ET2, OT, OT2. */
export const statPeriodLabel = (t: T, period: string): string => {
  switch (period) {
    case "ALL":
      return t("stats.periods.all");
    case "1ST":
    case "2ND":
    case "3RD":
    case "4TH":
    case "5TH":
      return t(`stats.periods.${period}`);
    default: {
      const quarter = /^(\d+)Q$/.exec(period);
      if (quarter) return t("stats.periods.quarter", { number: Number(quarter[1]) });
      const extra = /^ET(\d+)$/.exec(period);
      if (extra) return t("stats.periods.extra", { number: Number(extra[1]) });
      const overtime = /^OT(\d*)$/.exec(period);
      if (overtime)
        return overtime[1]
          ? t("stats.periods.overtimeN", { number: Number(overtime[1]) })
          : t("stats.periods.overtime");
      const ordinal = /^(\d+)TH$/.exec(period);
      if (ordinal) return t("stats.periods.nth", { number: Number(ordinal[1]) });
      return period;
    }
  }
};

/** A timeline section's head: "1st half", "Extra time, 2nd half", "Penalty shoot-out", "Set 3". */
export const timelinePeriodName = (t: T, periodType: string, periodNumber: number): string => {
  switch (periodType) {
    case "half":
      return periodNumber === 1 ? t("timeline.periods.firstHalf") : t("timeline.periods.secondHalf");
    case "extra_time":
      return periodNumber === 1 ? t("timeline.periods.extraFirst") : t("timeline.periods.extraSecond");
    case "penalties":
      return t("timeline.periods.penalties");
    case "period":
      return t("timeline.periods.period", { number: periodNumber });
    case "quarter":
      return t("timeline.periods.quarter", { number: periodNumber });
    case "set":
      return t("timeline.periods.set", { number: periodNumber });
    case "overtime":
      return t("timeline.periods.overtime", { number: periodNumber });
    default:
      return t("timeline.periods.other", { number: periodNumber });
  }
};

/** G, D, M, F (and C) as a word. */
export const positionName = (t: T, position: string): string => {
  switch (position) {
    case "G":
    case "D":
    case "M":
    case "F":
    case "C":
      return t(`positions.${position}`);
    default:
      return position;
  }
};
