/**
 * Contracts between the parts of the seeded world simulator: the world generator (sports, categories,
 * tournaments, teams, players, fixtures) and the match engines (live play, incidents, markets).
 */

/** The five sports with full support. */
export type FullSportCode = "soccer" | "tennis" | "basketball" | "ice_hockey" | "volleyball";

export interface SimPlayer {
  readonly id: string;
  readonly name: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly shortName: string;
  /** F, M, D, G (soccer, ice hockey); C and others where the sport has them. */
  readonly position: string;
  readonly shirtNumber: number;
  /** Epoch ms. */
  readonly dateOfBirth: number;
  /** cm */
  readonly height: number;
  readonly preferredFoot: "right" | "left" | "both";
  /** ISO 3166 alpha-2, lower case. */
  readonly country: string;
  /** EUR */
  readonly marketValue: number;
  /** 0..1: how likely this player is to be involved in scoring incidents. */
  readonly attack: number;
}

export interface SimTeam {
  readonly id: string;
  readonly sportId: string;
  readonly categoryId: string;
  readonly name: string;
  readonly shortName: string;
  readonly venue: string;
  readonly managerName: string;
  /** Epoch ms. */
  readonly foundationDate: number;
  readonly national: boolean;
  /** ISO 3166 alpha-2, lower case. */
  readonly country: string;
  /** Rating used by the match engines and pricing: about 1000 (weak) to 2000 (elite). */
  readonly rating: number;
  readonly players: ReadonlyArray<SimPlayer>;
}

export type RoundType = "REGULAR" | "ONE_SIXTEENTH" | "ONE_EIGHTH" | "QUARTERFINALS" | "SEMIFINALS" | "FINAL";

/** One scheduled match, as the world generator makes it. */
export interface Fixture {
  readonly id: string;
  readonly sportCode: FullSportCode;
  readonly sportId: string;
  readonly categoryId: string;
  readonly tournamentId: string;
  readonly seasonId: string;
  /** Round number within the season (league matchday or knockout round index). */
  readonly round: number;
  readonly roundType: RoundType;
  readonly stage: "GROUP_STAGE" | "PLAY_OFF" | "UNKNOWN";
  /** Epoch ms. */
  readonly startTime: number;
  readonly home: SimTeam;
  readonly away: SimTeam;
  /** A knockout match needs a winner: extra time and penalties (soccer), overtime and shootout (ice hockey). */
  readonly knockout: boolean;
  /** Tennis: 3 or 5; volleyball: 5. Undefined elsewhere. */
  readonly bestOfSets?: number;
  /** Per-fixture seed derived from SIM_SEED and the fixture id: the whole match follows from it. */
  readonly seed: number;
  /** Now and then a fixture is called off or breaks down: the engines honour it. */
  readonly fate: "normal" | "cancelled" | "postponed" | "interrupted" | "retired";
}
