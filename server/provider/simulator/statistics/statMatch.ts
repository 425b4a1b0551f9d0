import type { StatMatch, StatTeamRef } from "../../StatisticsProvider";
import { cardPointsOf, scoreOfSheet } from "../match/matchOutcome";
import { matchStateAt } from "../match/matchStateAt";
import type { Fixture, SimTeam } from "../types";
import type { MatchArchive } from "./matchArchive";

/** A match as of an instant, and the span of instants over which it reads the same. */
export interface MatchView {
  readonly match: StatMatch;
  readonly validFrom: number;
  readonly validUntil: number;
}

/**
 * The match as the line shows it at `now`: the same timeline and the same state-at-an-instant logic
 * (matchStateAt, which buildFeedEvent reads too), the score line as the feed displays it. A match not
 * yet started costs no simulation; a finished one reads its cached outcome; a running one its timeline.
 */
export const matchViewAt = (
  fixture: Fixture,
  now: number,
  archive: MatchArchive,
  teamRef: (team: SimTeam) => StatTeamRef,
  group: string | undefined,
): MatchView => {
  const base = {
    id: fixture.id,
    sportId: fixture.sportId,
    tournamentId: fixture.tournamentId,
    seasonId: fixture.seasonId,
    round: fixture.round,
    roundType: fixture.roundType,
    stage: fixture.stage,
    ...(group === undefined ? {} : { group }),
    startTime: fixture.startTime,
    home: teamRef(fixture.home),
    away: teamRef(fixture.away),
  };
  // A match called off never starts: its status holds from the outset, as on the line.
  if (fixture.fate === "cancelled" || fixture.fate === "postponed") {
    return {
      match: { ...base, status: fixture.fate, score: null, winner: null },
      validFrom: Number.NEGATIVE_INFINITY,
      validUntil: Number.POSITIVE_INFINITY,
    };
  }
  if (now < fixture.startTime) {
    return {
      match: { ...base, status: "not_started", score: null, winner: null },
      validFrom: Number.NEGATIVE_INFINITY,
      validUntil: fixture.startTime,
    };
  }
  const outcome = archive.outcome(fixture);
  if (outcome.endTime !== null && now >= outcome.endTime) {
    return {
      match: {
        ...base,
        status: outcome.status,
        score: outcome.score,
        winner: outcome.winner,
        ...(outcome.cardPoints ? { cardPoints: outcome.cardPoints } : {}),
      },
      validFrom: outcome.endTime,
      validUntil: Number.POSITIVE_INFINITY,
    };
  }
  const timeline = archive.timeline(fixture);
  const state = matchStateAt(timeline, now);
  return {
    match: {
      ...base,
      status: state.status,
      score: scoreOfSheet(state.scores),
      winner: null,
      ...(state.minute === undefined ? {} : { minute: state.minute }),
      ...(fixture.sportCode === "soccer" ? { cardPoints: cardPointsOf(state.incidents) } : {}),
    },
    validFrom: now,
    validUntil: now + 1,
  };
};
