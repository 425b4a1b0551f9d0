import type { TimelineScoring } from "../../../domain/statistics/incidentTimeline.ts";

/**
 * What the statistics tabs draw differently per sport: the momentum graph's time axis (regulation minutes
 * and the period breaks on it; none for rally sports, whose graph goes point by point) and how a timeline
 * period's score is counted
 * (goals; basketball's points; nothing for tennis, whose rallies are not games).
 */
export interface SportRules {
  readonly regulation: number | null;
  /** The minutes where a period ends within regulation: a dashed line on the graph. */
  readonly breaks: ReadonlyArray<number>;
  readonly scoring: TimelineScoring;
}

const RULES: Readonly<Record<string, SportRules>> = {
  soccer: { regulation: 90, breaks: [45], scoring: "goals" },
  ice_hockey: { regulation: 60, breaks: [20, 40], scoring: "goals" },
  basketball: { regulation: 48, breaks: [12, 24, 36], scoring: "points" },
  volleyball: { regulation: null, breaks: [], scoring: "points" },
  tennis: { regulation: null, breaks: [], scoring: "none" },
};

export const sportRules = (sportCatalogue: string | undefined): SportRules =>
  RULES[sportCatalogue ?? ""] ?? RULES.soccer!;
