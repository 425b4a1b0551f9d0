import type { TFunction } from "i18next";
import type { StandingsZone } from "../../domain/statistics/statisticsAnswers.ts";

const KNOWN_KINDS = ["promotion", "continental", "playoff", "relegation", "qualification"] as const;
type KnownKind = (typeof KNOWN_KINDS)[number];

/** A zone's name in the page's language; a kind the views do not know keeps the server's English label. */
export const zoneLabel = (t: TFunction<"statistics">, zone: StandingsZone): string =>
  (KNOWN_KINDS as ReadonlyArray<string>).includes(zone.kind)
    ? t(`zones.${zone.kind as KnownKind}`)
    : zone.label;
