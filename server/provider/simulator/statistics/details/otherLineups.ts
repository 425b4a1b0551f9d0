import type { Lineup, LineupPlayer } from "../../../StatisticsProvider";
import type { Side } from "../../match/types";
import type { Fixture, SimPlayer, SimTeam } from "../../types";
import { missingPlayers } from "./soccerLineups";

const entry = (player: SimPlayer, substitute: boolean): LineupPlayer => ({
  playerId: player.id,
  name: player.name,
  shirtNumber: player.shirtNumber,
  position: player.position,
  substitute,
});

const teamOf = (fixture: Fixture, side: Side): SimTeam => (side === "p1" ? fixture.home : fixture.away);

/** Starters picked by position, in list order, then the rest of `pool`; those left over sit on the bench. */
const pickStarters = (pool: ReadonlyArray<SimPlayer>, positions: ReadonlyArray<string>): SimPlayer[] => {
  const starters: SimPlayer[] = [];
  for (const position of positions) {
    const player = pool.find((p) => p.position === position && !starters.includes(p));
    if (player) starters.push(player);
  }
  for (const player of pool)
    if (starters.length < positions.length && !starters.includes(player)) starters.push(player);
  return starters;
};

const lineup = (
  seed: string,
  fixture: Fixture,
  side: Side,
  starters: ReadonlyArray<SimPlayer>,
  bench: ReadonlyArray<SimPlayer>,
): Lineup => {
  const team = teamOf(fixture, side);
  const named = new Set([...starters, ...bench]);
  return {
    teamType: side === "p1" ? "home" : "away",
    formation: "",
    players: [...starters.map((p) => entry(p, false)), ...bench.map((p) => entry(p, true))],
    missingPlayers: missingPlayers(
      seed,
      fixture.id,
      side,
      team.players.filter((p) => !named.has(p)),
    ),
    manager: team.managerName,
  };
};

/** The engine's rotation (basketball.ts): the nine likeliest scorers play, the others sit. */
export const basketballRotation = (team: SimTeam): SimPlayer[] =>
  [...team.players].sort((a, b) => b.attack - a.attack).slice(0, 9);

/** Two guards, two forwards and a centre start from the rotation; no formation rows in basketball. */
export const basketballLineup = (seed: string, fixture: Fixture, side: Side): Lineup => {
  const team = teamOf(fixture, side);
  const rotation = basketballRotation(team);
  const starters = pickStarters(rotation, ["G", "G", "F", "F", "C"]);
  const rest = team.players.filter((p) => !starters.includes(p));
  // The rotation's bench first; the rest of the roster dresses too.
  const bench = [
    ...rest.filter((p) => rotation.includes(p)),
    ...rest.filter((p) => !rotation.includes(p)),
  ].slice(0, 7);
  return lineup(seed, fixture, side, starters, bench);
};

/** Every skater takes a shift (the engine draws scorers from all of them); the first goalie starts. */
export const iceHockeyLineup = (seed: string, fixture: Fixture, side: Side): Lineup => {
  const team = teamOf(fixture, side);
  const goalies = team.players.filter((p) => p.position === "G");
  const skaters = team.players.filter((p) => p.position !== "G");
  return lineup(seed, fixture, side, [...goalies.slice(0, 1), ...skaters], goalies.slice(1));
};

/** A setter, an opposite, two outside hitters, two middle blockers and the libero; the others on the bench. */
export const volleyballLineup = (seed: string, fixture: Fixture, side: Side): Lineup => {
  const team = teamOf(fixture, side);
  const starters = pickStarters(team.players, ["S", "OP", "OH", "OH", "MB", "MB", "L"]);
  return lineup(
    seed,
    fixture,
    side,
    starters,
    team.players.filter((p) => !starters.includes(p)),
  );
};
