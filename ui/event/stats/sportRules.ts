import type { TimelineScoring } from "../../../domain/statistics/incidentTimeline.ts";

/**
 * What the statistics tabs draw differently per sport: the momentum graph's time axis (regulation minutes;
 * none for rally sports, whose graph goes point by point) and how a timeline period's score is counted
 * (goals; basketball's points; nothing for tennis, whose rallies are not games).
 */
export interface SportRules {
  readonly regulation: number | null;
  readonly scoring: TimelineScoring;
}

const RULES: Readonly<Record<string, SportRules>> = {
  soccer: { regulation: 90, scoring: "goals" },
  ice_hockey: { regulation: 60, scoring: "goals" },
  basketball: { regulation: 48, scoring: "points" },
  volleyball: { regulation: null, scoring: "points" },
  tennis: { regulation: null, scoring: "none" },
};

export const sportRules = (sportCatalogue: string | undefined): SportRules =>
  RULES[sportCatalogue ?? ""] ?? { regulation: 90, scoring: "goals" };
