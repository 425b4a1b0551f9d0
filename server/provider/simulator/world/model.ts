import type { SportEntry } from "../../../../domain/sports/catalogue";
import type { Fixture, FullSportCode, RoundType, SimTeam } from "../types";
import type { Region } from "./countries";

/**
 * The generated world: the five full sports with their categories, tournaments and teams. Seasons,
 * rounds, groups and fixtures are derived from it on demand (see seasons.ts and fixtures.ts), because
 * a world has to serve any date without holding every year of every tournament.
 */
export interface World {
  readonly seed: string;
  readonly sports: ReadonlyArray<SportEntry>;
  readonly categories: ReadonlyArray<WorldCategory>;
  readonly tournaments: ReadonlyArray<WorldTournament>;
  readonly teams: ReadonlyArray<SimTeam>;
  readonly categoryById: ReadonlyMap<string, WorldCategory>;
  readonly tournamentById: ReadonlyMap<string, WorldTournament>;
  readonly teamById: ReadonlyMap<string, SimTeam>;
  /** What a SimTeam does not say about a team, by team id. */
  readonly teamInfo: ReadonlyMap<string, TeamInfo>;
}

export interface TeamInfo {
  /** Local time offset of the home ground, minutes east of UTC: kick-offs are local to the host. */
  readonly utcOffset: number;
  readonly gender: "men" | "women";
  readonly youth: boolean;
  readonly region: Region;
}

export interface WorldCategory {
  readonly id: string;
  readonly sportId: string;
  readonly sportCode: FullSportCode;
  readonly name: string;
  /** Flag code (alpha-2 or a subdivision such as gb-eng), `int` for international, the tour for tennis. */
  readonly icon: string;
  readonly slug: string;
  readonly priority: number;
  /** Alpha-2 of the country, or null for international and tour categories. */
  readonly country: string | null;
}

/** A month and a day of the month, 1-based. */
export type MonthDay = readonly [month: number, day: number];

/** When the season of a given year runs. */
export type SeasonCalendar =
  | {
      readonly kind: "span";
      readonly start: MonthDay;
      readonly end: MonthDay;
      /** Ends in the next calendar year: the season is labelled "2025/2026". */
      readonly crossesYear: boolean;
      /** Spans without league rounds (winter breaks). */
      readonly breaks: ReadonlyArray<readonly [MonthDay, MonthDay]>;
    }
  | {
      /** A tennis event: one week (or two for the biggest) of the year, counted in Mondays from 1 January. */
      readonly kind: "week";
      readonly week: number;
      readonly days: 7 | 14;
    };

/** A weekday on which league rounds are anchored, and how a round's matches spread from that day. */
export interface Slot {
  /** 0 = Sunday … 6 = Saturday. */
  readonly weekday: number;
  /** Weekend rounds come first; others fill in only when the season needs more rounds than weekends. */
  readonly primary: boolean;
  /** Day offsets from the anchor with weights: a round of 10 matches plays Friday to Monday. */
  readonly spread: ReadonlyArray<readonly [offset: number, weight: number]>;
  /** The spread used when the league also plays midweek, so that no team plays on two days running. */
  readonly tightSpread?: ReadonlyArray<readonly [offset: number, weight: number]>;
  /**
   * Tuesday to Thursday slots give way to the cups in reserved weeks (seasons.ts); a league of clubs
   * that play no cups (a continental league of its own) may use every week.
   */
  readonly anyWeek?: boolean;
}

export type TournamentFormat =
  | {
      readonly kind: "league";
      readonly teamIds: ReadonlyArray<string>;
      /** 2 is a double round robin; small leagues play 3 or 4 times round. */
      readonly legs: number;
      readonly slots: ReadonlyArray<Slot>;
    }
  | {
      /** Single-match knockout; the entrants of a season are drawn from `entrants`. */
      readonly kind: "cup";
      readonly entrants: ReadonlyArray<string>;
      readonly size: number;
      /** Weekday of the rounds. */
      readonly weekday: number;
      /**
       * A domestic cup's final is on the Saturday after the league season; a continental cup's, whose
       * clubs' leagues may still be playing, on its own weekday of a continental week.
       */
      readonly continental?: boolean;
    }
  | {
      /** Groups of four (double round robin), the best two of each into a single-match knockout. */
      readonly kind: "groups_knockout";
      readonly entrants: ReadonlyArray<string>;
      readonly groups: 2 | 4 | 8;
      readonly weekday: number;
    }
  | {
      /** A tennis draw: entrants come from the week's allocation of players over all events. */
      readonly kind: "draw";
      readonly gender: "men" | "women";
      readonly size: 32 | 128;
      /** 0 = grand slam, 1 = tour, 2 = challenger, 3 = ITF: stronger players go to lower numbers. */
      readonly tier: number;
      /** Every player (a one-player team) of the gender, shared by all draws. */
      readonly players: ReadonlyArray<string>;
    }
  | {
      /** Club friendlies: no structure, filled in per day where the world needs matches (see fillers.ts). */
      readonly kind: "friendlies";
    };

/** Named kick-off habits (see kickoff.ts). */
export type KickoffProfile =
  | "soccer_europe"
  | "soccer_south_america"
  | "soccer_north_america"
  | "soccer_asia"
  | "soccer_africa"
  | "soccer_youth"
  | "basketball"
  | "basketball_north_america"
  | "ice_hockey"
  | "ice_hockey_north_america"
  | "volleyball"
  | "tennis";

export interface WorldTournament {
  readonly id: string;
  readonly sportId: string;
  readonly sportCode: FullSportCode;
  readonly categoryId: string;
  readonly name: string;
  readonly slug: string;
  readonly priority: number;
  readonly cashOutAvailable: boolean;
  readonly calendar: SeasonCalendar;
  readonly format: TournamentFormat;
  readonly kickoff: KickoffProfile;
  /** Where a tennis event is played, minutes east of UTC; team sports play at the home team's ground. */
  readonly utcOffset: number | null;
  /** Tennis and volleyball. */
  readonly bestOfSets: number | null;
}

export type TransferType =
  | "undisclosed"
  | "free agent"
  | "free transfer"
  | "promotion"
  | "loan"
  | "end of loan"
  | "end of career"
  | "regular"
  | "released"
  | "unknown";

export interface Transfer {
  readonly playerId: string;
  /** Null when the player came from outside the world (a youth academy, a free agent). */
  readonly fromTeamId: string | null;
  readonly toTeamId: string | null;
  /** Epoch ms. */
  readonly date: number;
  readonly type: TransferType;
  /** EUR, 0 when none or undisclosed. */
  readonly fee: number;
}

/** A season of a tournament: who plays and the shape of the competition. */
export interface Season {
  readonly id: string;
  readonly tournamentId: string;
  /** "2026" or "2025/2026". */
  readonly year: string;
  /** Calendar year the season starts in. */
  readonly startYear: number;
  /** Local days (UTC day numbers of the local date): first and last day a match can be played. */
  readonly startDay: number;
  readonly endDay: number;
  /** Team membership of this season. */
  readonly teamIds: ReadonlyArray<string>;
  readonly groups: ReadonlyArray<SeasonGroup>;
  readonly rounds: ReadonlyArray<SeasonRound>;
}

export interface SeasonGroup {
  readonly name: string;
  readonly teamIds: ReadonlyArray<string>;
}

export interface SeasonRound {
  /** 1-based, across the whole season (group matchdays first, then knockout rounds). */
  readonly number: number;
  readonly type: RoundType;
  readonly stage: Fixture["stage"];
  /** Local days the round's matches may fall on, with weights. */
  readonly days: ReadonlyArray<readonly [day: number, weight: number]>;
  /**
   * Home and away team ids when the structure fixes them (league and group rounds, first knockout
   * round of a draw); null when they follow from earlier results.
   */
  readonly pairs: ReadonlyArray<readonly [home: string, away: string]> | null;
  /** Number of matches, known even when the pairs are not. */
  readonly matches: number;
}
