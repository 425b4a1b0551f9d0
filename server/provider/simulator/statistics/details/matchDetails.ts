import type { Lineup, MatchDetails, StatMatch } from "../../../StatisticsProvider";
import { LruCache } from "../../lruCache";
import { matchStateAt } from "../../match/matchStateAt";
import type { MatchIncident, MatchTimeline } from "../../match/types";
import type { Fixture } from "../../types";
import type { World } from "../../world/model";
import type { MatchArchive } from "../matchArchive";
import { basketballPlayerStats, basketballStatistics, basketballTallies } from "./basketballStatistics";
import {
  type HockeyFacts,
  hockeyFacts,
  hockeyPlayerStats,
  hockeyStatistics,
  hockeyTallies,
} from "./iceHockeyStatistics";
import { refereeOf, venueOf } from "./officials";
import { basketballLineup, iceHockeyLineup, volleyballLineup } from "./otherLineups";
import { playedPeriods } from "./playedPeriods";
import { servedPoints } from "./servedPoints";
import { type SoccerFacts, soccerFacts } from "./soccerFacts";
import { soccerLineup } from "./soccerLineups";
import { soccerPlayerStats } from "./soccerPlayerStats";
import { soccerStatistics, soccerTallies } from "./soccerStatistics";
import { statIncidents } from "./statIncidents";
import { tennisStatistics } from "./tennisStatistics";
import { volleyballPlayerStats } from "./volleyballPlayerStats";
import { volleyballStatistics } from "./volleyballStatistics";

/** Event pages kept built: their timelines (about 34 KiB a soccer match) and what was drawn beside them. */
export const DETAILS_CAPACITY = 48;
/**
 * Finished matches' pages, kept without their timelines (about 40 KiB each): a player's matches read a
 * club's hundred or so at once, which the timelines' capacity cannot hold.
 */
export const FINAL_DETAILS_CAPACITY = 512;

interface Basis {
  readonly timeline: MatchTimeline;
  readonly soccer?: SoccerFacts;
  readonly hockey?: HockeyFacts;
}

type Body = Pick<MatchDetails, "incidents" | "lineups" | "statistics" | "playerStats">;

/**
 * Event pages: the engine's incidents up to now (the line's own count of them), lineups, statistics by
 * period and player statistics, everything the engine does not play out drawn from streams apart.
 */
export class MatchDetailsBook {
  private readonly bases = new LruCache<string, Basis>(DETAILS_CAPACITY);
  /** Once a match is over its page no longer changes: kept here, its timeline let go. */
  private readonly finals = new LruCache<string, { readonly endTime: number; readonly body: Body }>(
    FINAL_DETAILS_CAPACITY,
  );

  constructor(
    private readonly seed: string,
    private readonly world: World,
    private readonly archive: MatchArchive,
  ) {}

  details(fixture: Fixture, match: StatMatch, now: number): MatchDetails {
    const head = { match, venue: venueOf(this.world, fixture), referee: refereeOf(this.seed, fixture) };
    if (fixture.fate === "cancelled" || fixture.fate === "postponed")
      return { ...head, incidents: [], lineups: [], statistics: [], playerStats: [] };
    const final = this.finals.get(fixture.id);
    if (final && now >= final.endTime) return { ...head, ...final.body };
    const basis = this.basis(fixture);
    const body = this.body(fixture, basis, now);
    const { endTime } = basis.timeline;
    if (endTime !== null && now >= endTime) {
      this.finals.set(fixture.id, { endTime, body });
      this.bases.delete(fixture.id);
    }
    return { ...head, ...body };
  }

  private basis(fixture: Fixture): Basis {
    return this.bases.getOrSet(fixture.id, () => {
      const timeline = this.archive.timeline(fixture);
      if (fixture.sportCode === "soccer")
        return { timeline, soccer: soccerFacts(this.seed, fixture, timeline) };
      if (fixture.sportCode === "ice_hockey")
        return { timeline, hockey: hockeyFacts(this.seed, fixture, timeline) };
      return { timeline };
    });
  }

  private lineups(
    fixture: Fixture,
    timeline: MatchTimeline,
    incidents: ReadonlyArray<MatchIncident>,
  ): Lineup[] {
    const sides = ["p1", "p2"] as const;
    switch (fixture.sportCode) {
      case "soccer":
        return sides.map((side) => soccerLineup(this.seed, fixture, timeline, side, incidents));
      case "basketball":
        return sides.map((side) => basketballLineup(this.seed, fixture, side));
      case "ice_hockey":
        return sides.map((side) => iceHockeyLineup(this.seed, fixture, side));
      case "volleyball":
        return sides.map((side) => volleyballLineup(this.seed, fixture, side));
      case "tennis":
        return [];
    }
  }

  private body(fixture: Fixture, basis: Basis, now: number): Body {
    const { timeline } = basis;
    if (now < fixture.startTime)
      return { incidents: [], lineups: this.lineups(fixture, timeline, []), statistics: [], playerStats: [] };
    const state = matchStateAt(timeline, now);
    const incidents = state.incidents;
    const periods = playedPeriods(timeline, now);
    const lineups = this.lineups(fixture, timeline, incidents);
    const numbered = statIncidents(timeline, state.incidentCount, basis.soccer?.offsides ?? [], now);
    switch (fixture.sportCode) {
      case "soccer": {
        const facts = basis.soccer!;
        const tallies = soccerTallies(periods, facts, incidents);
        return {
          incidents: numbered,
          lineups,
          statistics: soccerStatistics(tallies),
          playerStats: soccerPlayerStats(this.seed, fixture, periods, facts, incidents, tallies),
        };
      }
      case "ice_hockey": {
        const facts = basis.hockey!;
        return {
          incidents: numbered,
          lineups,
          statistics: hockeyStatistics(hockeyTallies(periods, facts, incidents)),
          playerStats: hockeyPlayerStats(fixture, periods, facts, incidents),
        };
      }
      case "basketball": {
        const tallies = basketballTallies(this.seed, timeline, periods, incidents);
        return {
          incidents: numbered,
          lineups,
          statistics: basketballStatistics(tallies),
          playerStats: basketballPlayerStats(this.seed, fixture, periods, incidents, tallies),
        };
      }
      case "tennis":
        return {
          incidents: numbered,
          lineups,
          statistics: tennisStatistics(periods, servedPoints(this.seed, timeline, state.incidentCount)),
          playerStats: [],
        };
      case "volleyball": {
        const points = servedPoints(this.seed, timeline, state.incidentCount);
        return {
          incidents: numbered,
          lineups,
          statistics: volleyballStatistics(periods, points),
          playerStats: volleyballPlayerStats(this.seed, fixture, periods, points),
        };
      }
    }
  }
}
