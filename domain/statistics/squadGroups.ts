import type { StatPlayer } from "./statisticsAnswers";

/**
 * A team's squad as its page lists it (issue 9, team squad tab): players grouped by position in the
 * order goalkeepers, defenders, midfielders, forwards, each group by shirt number. Positions outside
 * those four (a coach's "C", none for a tennis player) come last, in a group of their own, and only on
 * the All tab.
 */
export const SQUAD_POSITIONS = ["G", "D", "M", "F"] as const;
export type SquadPosition = (typeof SQUAD_POSITIONS)[number];

/** The squad tab's filters: All by default, then one per position. */
export const SQUAD_FILTERS = ["all", ...SQUAD_POSITIONS] as const;
export type SquadFilter = (typeof SQUAD_FILTERS)[number];
export const DEFAULT_SQUAD_FILTER: SquadFilter = "all";

export interface SquadGroup<P> {
  /** One of the four positions, or "other". */
  readonly position: SquadPosition | "other";
  readonly players: ReadonlyArray<P>;
}

const isSquadPosition = (position: string): position is SquadPosition =>
  (SQUAD_POSITIONS as ReadonlyArray<string>).includes(position);

// A shirt number of 0 means none was given: such players go after the numbered ones.
const byShirt = <P extends Pick<StatPlayer, "shirtNumber" | "name">>(a: P, b: P): number => {
  const x = a.shirtNumber > 0 ? a.shirtNumber : Number.POSITIVE_INFINITY;
  const y = b.shirtNumber > 0 ? b.shirtNumber : Number.POSITIVE_INFINITY;
  return x === y ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : x - y;
};

/** The non-empty groups the filter shows, in position order. */
export const squadGroups = <P extends Pick<StatPlayer, "position" | "shirtNumber" | "name">>(
  players: ReadonlyArray<P>,
  filter: SquadFilter,
): ReadonlyArray<SquadGroup<P>> => {
  const positions: ReadonlyArray<SquadPosition | "other"> =
    filter === "all" ? [...SQUAD_POSITIONS, "other"] : [filter];
  return positions
    .map((position) => ({
      position,
      players: players
        .filter((player) =>
          position === "other" ? !isSquadPosition(player.position) : player.position === position,
        )
        .sort(byShirt),
    }))
    .filter((group) => group.players.length > 0);
};

export const isSquadFilter = (value: string): value is SquadFilter =>
  (SQUAD_FILTERS as ReadonlyArray<string>).includes(value);
