import type { Lineup, LineupPlayer } from "../../../StatisticsProvider";
import { startingSquad } from "../../match/squad";
import type { MatchIncident, MatchTimeline, Side } from "../../match/types";
import type { Fixture, SimPlayer, SimTeam } from "../../types";
import { makeRng } from "../../world/rng";

/** Substitutes named on a matchday sheet (those the engine brings on are always among them). */
const BENCH_SIZE = 12;
const ROWS: ReadonlyArray<string> = ["G", "D", "M", "F"];

const lineupPlayer = (player: SimPlayer, substitute: boolean): LineupPlayer => ({
  playerId: player.id,
  name: player.name,
  shirtNumber: player.shirtNumber,
  position: player.position,
  substitute,
});

/**
 * Players missing from a matchday: 0 to 3 of those neither starting nor on the bench, from a stream of
 * their own, mostly injured.
 */
export const missingPlayers = (
  seed: string,
  fixtureId: string,
  side: Side,
  candidates: ReadonlyArray<SimPlayer>,
): Lineup["missingPlayers"] => {
  const rng = makeRng(`${seed}/missing/${fixtureId}/${side}`);
  const count = rng.weighted([
    [0, 0.35],
    [1, 0.35],
    [2, 0.2],
    [3, 0.1],
  ] as const);
  return rng
    .shuffle(candidates)
    .slice(0, count)
    .map((player) => ({
      playerId: player.id,
      name: player.name,
      reason: rng.weighted([
        ["injury", 0.75],
        ["suspension", 0.2],
        ["other", 0.05],
      ] as const),
    }));
};

/**
 * The engine's 4-4-2 (squad.ts `startingSquad`) as rows: 0 the goalkeeper, then defence, midfield and
 * attack, each left to right in squad order; the formation is what the rows hold. The bench is whoever
 * the engine brings on over the whole match (so a lineup announced before kick-off already names them),
 * topped up in squad order; `cameOn` and `wentOff` appear as the substitutions happen (by `incidents`,
 * those up to now).
 */
export const soccerLineup = (
  seed: string,
  fixture: Fixture,
  timeline: MatchTimeline,
  side: Side,
  incidents: ReadonlyArray<MatchIncident>,
): Lineup => {
  const team: SimTeam = side === "p1" ? fixture.home : fixture.away;
  const squad = startingSquad(team);
  const rows = ROWS.map((position) => squad.onPitch.filter((p) => p.position === position));
  const placed = new Set(rows.flat());
  // Should a line be short and topped up from another position, the player joins the midfield row.
  for (const player of squad.onPitch) if (!placed.has(player)) rows[2]!.push(player);
  const comers = new Set(
    timeline.incidents
      .filter((i) => i.type === "substitution" && i.participant === side)
      .map((i) => i.playerId),
  );
  const bench = [
    ...squad.bench.filter((p) => comers.has(p.id)),
    ...squad.bench.filter((p) => !comers.has(p.id)),
  ].slice(0, Math.max(BENCH_SIZE, comers.size));
  const named = new Set([...squad.onPitch, ...bench]);
  const cameOn = new Map<string, number>();
  const wentOff = new Map<string, number>();
  for (const incident of incidents) {
    if (incident.type !== "substitution" || incident.participant !== side) continue;
    if (incident.playerId) cameOn.set(incident.playerId, incident.minute ?? 0);
    if (incident.secondaryPlayerId) wentOff.set(incident.secondaryPlayerId, incident.minute ?? 0);
  }
  const withMinutes = (entry: LineupPlayer): LineupPlayer => {
    const on = cameOn.get(entry.playerId);
    const off = wentOff.get(entry.playerId);
    return {
      ...entry,
      ...(on === undefined ? {} : { cameOn: on }),
      ...(off === undefined ? {} : { wentOff: off }),
    };
  };
  const starters = rows.flatMap((row, r) =>
    row.map((player, column) => withMinutes({ ...lineupPlayer(player, false), row: r, column })),
  );
  return {
    teamType: side === "p1" ? "home" : "away",
    formation: rows
      .slice(1)
      .filter((row) => row.length > 0)
      .map((row) => row.length)
      .join("-"),
    players: [...starters, ...bench.map((player) => withMinutes(lineupPlayer(player, true)))],
    missingPlayers: missingPlayers(
      seed,
      fixture.id,
      side,
      team.players.filter((p) => !named.has(p)),
    ),
    manager: team.managerName,
  };
};
