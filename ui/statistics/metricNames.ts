import type { TFunction } from "i18next";
import type { translations } from "../i18n/pages/statistics/en.ts";

type MetricKey = keyof typeof translations.metrics.names;

const hasName = (metric: string): metric is MetricKey =>
  Object.hasOwn(
    {
      goals: 1,
      assists: 1,
      rating: 1,
      shotsOnTarget: 1,
      keyPasses: 1,
      accuratePasses: 1,
      tackles: 1,
      interceptions: 1,
      duelsWon: 1,
      distanceKm: 1,
      saves: 1,
      minutesPlayed: 1,
      goalsScored: 1,
      goalsConceded: 1,
      cleanSheets: 1,
      wins: 1,
      biggestWinMargin: 1,
    } satisfies Record<MetricKey, 1>,
    metric,
  );

/** A metric's name in the page's language; one the views do not know yet shows its code. */
export const metricName = (t: TFunction<"statistics">, metric: string): string =>
  hasName(metric) ? t(`metrics.names.${metric}`) : metric;

/** Averages and distances keep their decimals (7.35, 10.4); counts are whole. */
const DECIMALS: Readonly<Record<string, number>> = { rating: 2, distanceKm: 1 };

export const formatMetricValue = (metric: string, value: number, language: string): string =>
  new Intl.NumberFormat(language, {
    minimumFractionDigits: DECIMALS[metric] ?? 0,
    maximumFractionDigits: DECIMALS[metric] ?? 0,
  }).format(value);

type GroupKey = Exclude<keyof typeof translations.metrics.groups, "other">;

const GROUP_KEYS: ReadonlyArray<GroupKey> = [
  "general",
  "attacking",
  "passing",
  "defending",
  "duels",
  "physical",
  "goalkeeping",
];

/** A stat group's name in the page's language; a group the views do not know yet is "other". */
export const metricGroupName = (t: TFunction<"statistics">, group: string): string =>
  (GROUP_KEYS as ReadonlyArray<string>).includes(group)
    ? t(`metrics.groups.${group as GroupKey}`)
    : t("metrics.groups.other");
