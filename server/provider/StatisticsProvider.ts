import type { EventStatus, ScopeType } from "../../domain/feed/tree";
import type { KnockoutRoundType } from "../../domain/knockout/knockoutLayout";
import type { TieBreakRules } from "../../domain/standings/tieBreakRules";

/**
 * The statistics side of a sports-data source (issue 9): the archive behind the tournament, team, player
 * and event pages. The seeded simulator implements it from its world (server/provider/simulator/statistics/);
 * a real provider adapter would implement the same. Everything is as of `now()` on the provider's clock:
 * a running match has its score and incidents so far, so standings and event pages move with the line.
 */
export interface StatisticsProvider {
  readonly now: () => number;
  /** The tournaments of a sport that have seasons (the leagues page), by category priority then priority. */
  readonly tournaments: (sportId: string) => ReadonlyArray<StatTournament>;
  readonly tournament: (id: string) => StatTournament | undefined;
  /** Seasons of a tournament, newest first: the current one (the latest started by now) and earlier ones. */
  readonly seasons: (tournamentId: string) => ReadonlyArray<StatSeason>;
  readonly season: (seasonId: string) => StatSeason | undefined;
  /** Every match of a season in round order then start time, with its state at `now()`. */
  readonly seasonMatches: (seasonId: string) => ReadonlyArray<StatMatch>;
  readonly team: (id: string) => StatTeam | undefined;
  /** The seasons (current first) of the tournaments a team plays in. */
  readonly teamSeasons: (teamId: string) => ReadonlyArray<StatSeason>;
  readonly player: (id: string) => StatPlayer | undefined;
  /** Transfers into or out of a team, or of one player; newest first. */
  readonly transfers: (
    of: { readonly teamId: string } | { readonly playerId: string },
  ) => ReadonlyArray<StatTransfer>;
  readonly match: (eventId: string) => StatMatch | undefined;
  /** Incidents, lineups, statistics by period and player statistics of a match, as of `now()`. */
  readonly matchDetails: (eventId: string) => MatchDetails | undefined;
  /**
   * Work a source can do ahead of the first visitors (the simulator plays its most visited seasons' past
   * matches), one small step a `next()`, so the caller spreads it between requests. Absent where
   * answers are cheap from the start (a real provider's stored history).
   */
  readonly warmUp?: (options: WarmUpOptions) => Iterator<unknown>;
}

export interface WarmUpOptions {
  /** Tournaments per sport, taken in the leagues page's order. */
  readonly tournamentsPerSport: number;
  /** Seasons per tournament, newest first. */
  readonly seasonsPerTournament: number;
  /** The sports to warm; all by default. */
  readonly sportIds?: ReadonlyArray<string>;
}

export interface StatCategory {
  readonly id: string;
  readonly name: string;
  /** Flag code (alpha-2, gb-eng…), `int` for international. */
  readonly icon: string;
  readonly slug: string;
  readonly priority: number;
}

export type StandingsZoneKind = "promotion" | "continental" | "playoff" | "relegation" | "qualification";

/** Table positions (1-based, inclusive) that lead somewhere, coloured on the standings. */
export interface StandingsZone {
  readonly from: number;
  readonly to: number;
  readonly kind: StandingsZoneKind;
  readonly label: string;
}

export interface StatTournament {
  readonly id: string;
  readonly sportId: string;
  readonly sportCode: string;
  readonly name: string;
  readonly slug: string;
  readonly priority: number;
  readonly category: StatCategory;
  readonly kind: "league" | "cup" | "groups_knockout" | "draw" | "friendlies";
  readonly tieBreakingRules: TieBreakRules;
  readonly pointsForWin: number;
  readonly pointsForDraw: number;
  readonly zones: ReadonlyArray<StandingsZone>;
}

export type StatStage = "GROUP_STAGE" | "PLAY_OFF" | "UNKNOWN";

export interface StatSeason {
  readonly id: string;
  readonly tournamentId: string;
  /** "2026" or "2025/2026". */
  readonly year: string;
  readonly startYear: number;
  /** Where it comes from: the simulated world, or an imported real season. */
  readonly source: "simulator" | "football.json";
  /** The season's own tie-break rules when they differ from the tournament's today (rules change). */
  readonly tieBreakingRules?: TieBreakRules;
  readonly groups: ReadonlyArray<{ readonly name: string; readonly teamIds: ReadonlyArray<string> }>;
  readonly rounds: ReadonlyArray<{
    readonly number: number;
    readonly type: KnockoutRoundType;
    readonly stage: StatStage;
  }>;
}

export interface StatTeamRef {
  readonly id: string;
  readonly name: string;
  readonly shortName: string;
}

export interface StatScore {
  /** Goals, points or sets in play (a shoot-out apart). */
  readonly home: number;
  readonly away: number;
  readonly penaltiesHome?: number;
  readonly penaltiesAway?: number;
}

export interface StatMatch {
  readonly id: string;
  readonly sportId: string;
  readonly tournamentId: string;
  readonly seasonId: string;
  readonly round: number;
  readonly roundType: KnockoutRoundType;
  readonly stage: StatStage;
  /** The group of a group-stage match. */
  readonly group?: string;
  /** Epoch ms. */
  readonly startTime: number;
  readonly status: EventStatus;
  readonly home: StatTeamRef;
  readonly away: StatTeamRef;
  /** Null before kick-off and for a match called off. */
  readonly score: StatScore | null;
  /** Null for a draw, or while undecided. */
  readonly winner: "home" | "away" | null;
  /** The match clock of a running match. */
  readonly minute?: number;
  /** Fair-play card points (1 a yellow, 3 a red) when known. */
  readonly cardPoints?: { readonly home: number; readonly away: number };
}

export interface StatPlayer {
  readonly id: string;
  readonly name: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly shortName: string;
  /** F, M, D, G (soccer, ice hockey), C; tennis players have none. */
  readonly position: string;
  readonly shirtNumber: number;
  /** Epoch ms. */
  readonly dateOfBirth: number;
  readonly height: number;
  readonly preferredFoot: "right" | "left" | "both";
  readonly country: string;
  readonly marketValue: number;
  /** Epoch ms. */
  readonly contractUntil: number | null;
  readonly team: StatTeamRef;
}

export interface StatTeam extends StatTeamRef {
  readonly sportId: string;
  readonly sportCode: string;
  readonly category: StatCategory;
  /** Epoch ms. */
  readonly foundationDate: number;
  readonly managerName: string;
  readonly venue: string;
  readonly national: boolean;
  readonly country: string;
  readonly players: ReadonlyArray<StatPlayer>;
}

export type StatTransferType =
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

export interface StatTransfer {
  readonly player: { readonly id: string; readonly name: string; readonly position: string };
  readonly fromTeam: StatTeamRef | null;
  readonly toTeam: StatTeamRef | null;
  /** Epoch ms. */
  readonly date: number;
  readonly type: StatTransferType;
  /** EUR, 0 when none or undisclosed. */
  readonly fee: number;
}

/** The spec's incident types (sports-data 3), plus `point` for scoring that is not a goal. */
export type StatIncidentType =
  | "goal"
  | "yellow_card"
  | "red_card"
  | "corner"
  | "offside"
  | "substitution"
  | "period"
  | "injury_time"
  | "in_game_penalty"
  | "var_decision"
  | "penalty_shootout"
  | "point";

export interface StatIncident {
  /** 1, 2, 3… in time order: the incident hash's sequence number. */
  readonly seq: number;
  readonly type: StatIncidentType;
  /** Epoch ms. */
  readonly time: number;
  readonly period: { readonly type: ScopeType; readonly number: number };
  readonly minute?: number;
  readonly addedMinute?: number;
  readonly participant?: "p1" | "p2";
  readonly playerId?: string;
  /** The assist of a goal, the player going off in a substitution. */
  readonly secondaryPlayerId?: string;
  /** As the match engines say (goal: regular, penalty, own_goal; red_card: straight, second_yellow…). */
  readonly subType?: string;
  readonly value?: number;
  /** The score after a scoring incident. */
  readonly homeScore?: number;
  readonly awayScore?: number;
}

export interface LineupPlayer {
  readonly playerId: string;
  readonly name: string;
  readonly shirtNumber: number;
  readonly position: string;
  /** Starters: the formation row (0 the goalkeeper) and the place in it from the left, both 0-based. */
  readonly row?: number;
  readonly column?: number;
  readonly substitute: boolean;
  /** Minute they came on or went off, when they did. */
  readonly cameOn?: number;
  readonly wentOff?: number;
}

export interface Lineup {
  readonly teamType: "home" | "away";
  /** "4-4-2": the rows after the goalkeeper; empty for sports without one. */
  readonly formation: string;
  readonly players: ReadonlyArray<LineupPlayer>;
  readonly missingPlayers: ReadonlyArray<{
    readonly playerId: string;
    readonly name: string;
    readonly reason: "injury" | "suspension" | "other";
  }>;
  readonly manager: string;
}

/** A statistic of both sides in one period; `unit` "%" for shares (possession, pass accuracy). */
export interface MatchStatItem {
  readonly name: string;
  readonly home: number;
  readonly away: number;
  readonly unit?: "%";
}

export interface MatchStatPeriod {
  /** "ALL", then the sport's periods ("1ST", "2ND"; sets, quarters…). */
  readonly period: string;
  readonly groups: ReadonlyArray<{ readonly name: string; readonly items: ReadonlyArray<MatchStatItem> }>;
}

export type PlayerStatGroup =
  | "general"
  | "physical"
  | "attacking"
  | "defending"
  | "passing"
  | "duels"
  | "goalkeeping";

export interface PlayerMatchStats {
  readonly playerId: string;
  readonly teamType: "home" | "away";
  readonly minutesPlayed: number;
  /** Metrics by group: goals, assists, shots, passes, tackles, saves… as numbers. */
  readonly groups: Readonly<Partial<Record<PlayerStatGroup, Readonly<Record<string, number>>>>>;
}

export interface MatchDetails {
  readonly match: StatMatch;
  readonly venue: string;
  readonly referee: string;
  readonly incidents: ReadonlyArray<StatIncident>;
  /** Home then away; empty for sports without lineups. */
  readonly lineups: ReadonlyArray<Lineup>;
  readonly statistics: ReadonlyArray<MatchStatPeriod>;
  readonly playerStats: ReadonlyArray<PlayerMatchStats>;
}
