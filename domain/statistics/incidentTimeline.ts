import type { StatIncidentView } from "./statisticsAnswers";

/**
 * The event page's incidents timeline (issue 9, statistics tab): the answer's incidents as sections, one
 * per period in play order (halves, extra time, the shoot-out; quarters, periods, sets), each with the
 * rows worth a line and the period's own score. Corners, offsides and rallies are counted on the
 * statistics and the momentum graph, not listed; a VAR check is listed only while no decision follows it.
 */
export type TimelineKind =
  | "goal"
  | "penaltyGoal"
  | "ownGoal"
  | "penaltyMissed"
  | "minorPenalty"
  | "yellowCard"
  | "secondYellow"
  | "redCard"
  | "substitution"
  | "varCheck"
  | "varGoalConfirmed"
  | "varGoalDisallowed"
  | "injuryTime"
  | "shootoutScored"
  | "shootoutMissed";

export type TimelineSide = "home" | "away";

export interface TimelineRow {
  /** The incident's sequence number: a stable key. */
  readonly seq: number;
  readonly kind: TimelineKind;
  /** Null for what belongs to neither side (the injury-time board). */
  readonly side: TimelineSide | null;
  readonly minute: number | null;
  readonly addedMinute: number | null;
  /** The scorer, the carded player, the player coming on, the kicker. */
  readonly player: string | null;
  /** The assist of a goal, the player going off. */
  readonly secondaryPlayer: string | null;
  /** The score after a goal or a shoot-out kick that went in; minutes announced for injury time. */
  readonly score: { readonly home: number; readonly away: number } | null;
  readonly value: number | null;
}

export interface TimelineSection {
  /** `half-1`, `penalties-0`…: a stable key. */
  readonly key: string;
  readonly periodType: string;
  readonly periodNumber: number;
  /** Goals (or points) of each side in this period alone; null where rallies are not counted (tennis). */
  readonly score: { readonly home: number; readonly away: number } | null;
  /** The period's end is in the incidents: it is over. */
  readonly ended: boolean;
  /** In play order. */
  readonly rows: ReadonlyArray<TimelineRow>;
}

/** How a period's score is counted: goals, points of `point` incidents (their value or 1), or not at all. */
export type TimelineScoring = "goals" | "points" | "none";

const sideOf = (participant: StatIncidentView["participant"]): TimelineSide | null =>
  participant === "p1" ? "home" : participant === "p2" ? "away" : null;

const kindOf = (incident: StatIncidentView): TimelineKind | null => {
  switch (incident.type) {
    case "goal":
      return incident.subType === "penalty"
        ? "penaltyGoal"
        : incident.subType === "own_goal"
          ? "ownGoal"
          : "goal";
    case "in_game_penalty":
      return incident.subType === "missed"
        ? "penaltyMissed"
        : incident.subType === "minor"
          ? "minorPenalty"
          : null;
    case "yellow_card":
      return "yellowCard";
    case "red_card":
      return incident.subType === "second_yellow" ? "secondYellow" : "redCard";
    case "substitution":
      return "substitution";
    case "var_decision":
      return incident.subType === "goal_confirmed"
        ? "varGoalConfirmed"
        : incident.subType === "goal_disallowed"
          ? "varGoalDisallowed"
          : "varCheck";
    case "injury_time":
      return "injuryTime";
    case "penalty_shootout":
      return incident.subType === "missed" ? "shootoutMissed" : "shootoutScored";
    default:
      return null;
  }
};

/** Play order: by sequence number when the answer has them (it always does), which is time order. */
const byPlayOrder = (a: StatIncidentView, b: StatIncidentView): number => a.seq - b.seq;

const sectionKey = (incident: StatIncidentView): string => `${incident.periodType}-${incident.periodNumber}`;

const pointsOf = (incident: StatIncidentView, scoring: TimelineScoring): number => {
  if (scoring === "goals") return incident.type === "goal" ? 1 : 0;
  if (scoring === "points") {
    if (incident.type === "point") return incident.value ?? 1;
    return incident.type === "goal" ? 1 : 0;
  }
  return 0;
};

export const incidentTimeline = (
  incidents: ReadonlyArray<StatIncidentView>,
  scoring: TimelineScoring = "goals",
): ReadonlyArray<TimelineSection> => {
  const ordered = [...incidents].sort(byPlayOrder);
  // A check is shown only while its decision is still to come (a live match mid-check).
  const decided = new Set<number>();
  ordered.forEach((incident, index) => {
    if (incident.type !== "var_decision" || kindOf(incident) !== "varCheck") return;
    const later = ordered
      .slice(index + 1)
      .some(
        (next) =>
          next.type === "var_decision" &&
          next.participant === incident.participant &&
          kindOf(next) !== "varCheck",
      );
    if (later) decided.add(incident.seq);
  });

  const sections = new Map<
    string,
    {
      periodType: string;
      periodNumber: number;
      home: number;
      away: number;
      ended: boolean;
      rows: TimelineRow[];
    }
  >();
  let shootout = { home: 0, away: 0 };
  let running = { home: 0, away: 0 };
  for (const incident of ordered) {
    const key = sectionKey(incident);
    let section = sections.get(key);
    if (!section) {
      section = {
        periodType: incident.periodType,
        periodNumber: incident.periodNumber,
        home: 0,
        away: 0,
        ended: false,
        rows: [],
      };
      sections.set(key, section);
    }
    const side = sideOf(incident.participant);
    if (incident.type === "period" && incident.subType === "end") section.ended = true;
    if (side && incident.periodType !== "penalties") section[side] += pointsOf(incident, scoring);
    const kind = kindOf(incident);
    if (kind === null || decided.has(incident.seq)) continue;
    if (kind === "shootoutScored" && side) {
      shootout = { ...shootout, [side]: shootout[side] + 1 };
      section[side] += 1;
    }
    const goal = kind === "goal" || kind === "penaltyGoal" || kind === "ownGoal";
    if (goal && side) running = { ...running, [side]: running[side] + 1 };
    const score = goal
      ? incident.homeScore !== null && incident.awayScore !== null
        ? { home: incident.homeScore, away: incident.awayScore }
        : running
      : kind === "shootoutScored" || kind === "shootoutMissed"
        ? shootout
        : null;
    section.rows.push({
      seq: incident.seq,
      kind,
      side: kind === "injuryTime" ? null : side,
      minute: incident.minute,
      addedMinute: incident.addedMinute,
      player: incident.playerName,
      secondaryPlayer: incident.secondaryPlayerName,
      score,
      value: incident.value,
    });
  }
  return [...sections.entries()].flatMap(([key, section]) => {
    const score =
      scoring === "none" && section.periodType !== "penalties"
        ? null
        : { home: section.home, away: section.away };
    // A period with nothing to list and no score to give (a tennis set's rallies) says nothing.
    if (section.rows.length === 0 && score === null) return [];
    return [
      {
        key,
        periodType: section.periodType,
        periodNumber: section.periodNumber,
        score,
        ended: section.ended,
        rows: section.rows,
      },
    ];
  });
};

/** A minute as the clock reads it: `23'`, `45+2'`; empty when there is none (a shoot-out kick). */
export const minuteLabel = (minute: number | null, addedMinute: number | null): string =>
  minute === null ? "" : addedMinute !== null && addedMinute > 0 ? `${minute}+${addedMinute}′` : `${minute}′`;
