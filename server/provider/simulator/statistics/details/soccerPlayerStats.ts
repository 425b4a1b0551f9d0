import type { PlayerMatchStats } from "../../../StatisticsProvider";
import type { MatchIncident, Side } from "../../match/types";
import type { Fixture, SimPlayer } from "../../types";
import { makeRng } from "../../world/rng";
import { apportion, countFor } from "./draws";
import type { PlayedPeriod } from "./playedPeriods";
import { clockSeconds, type Stint } from "./presence";
import type { SoccerFacts } from "./soccerFacts";
import type { PeriodTally } from "./statTable";

type Position = "G" | "D" | "M" | "F";
type Rates = Readonly<Record<Position, number>>;

// Per 90 minutes, by position.
const PASS_SHARE: Rates = { G: 0.55, D: 1.15, M: 1.3, F: 0.7 };
const TACKLES: Rates = { G: 0.05, D: 2, M: 2, F: 0.7 };
const INTERCEPTIONS: Rates = { G: 0.1, D: 1.5, M: 1, F: 0.3 };
const CLEARANCES: Rates = { G: 0.9, D: 3.2, M: 0.8, F: 0.4 };
const DUELS_WON: Rates = { G: 0.5, D: 4.5, M: 4.5, F: 4 };
const DUELS_LOST: Rates = { G: 0.2, D: 3.5, M: 4.5, F: 5.5 };
const KILOMETRES: Rates = { G: 5.3, D: 10.2, M: 11.3, F: 10 };
const SPRINTS: Rates = { G: 2, D: 18, M: 20, F: 24 };

const positionOf = (player: SimPlayer): Position =>
  player.position === "G" || player.position === "D" || player.position === "F" ? player.position : "M";

const sideTeam = (tally: PeriodTally, side: Side) => (side === "p1" ? tally.home : tally.away);

/**
 * Each player's match so far. Goals, assists, cards and own goals are the engine's incidents; shots,
 * fouls and offsides the facts the team totals count, so they add up to them; passes are the team's
 * shared out by position and time on the pitch; the rest are per-90 rates of the position drawn from a
 * stream of the player's own, read for the minutes played.
 */
export const soccerPlayerStats = (
  seed: string,
  fixture: Fixture,
  periods: ReadonlyArray<PlayedPeriod>,
  facts: SoccerFacts,
  incidents: ReadonlyArray<MatchIncident>,
  tallies: ReadonlyArray<PeriodTally>,
): ReadonlyArray<PlayerMatchStats> => {
  const now = periods.at(-1)?.end ?? Number.NEGATIVE_INFINITY;
  const played = facts.presence.stints.filter((s) => s.on <= now);
  // Passes and accurate passes by stint, each period's team total shared out.
  const passes = new Map<Stint, { passes: number; accurate: number }>();
  for (const stint of played) passes.set(stint, { passes: 0, accurate: 0 });
  periods.forEach((period, i) => {
    const tally = tallies[i];
    if (!tally) return;
    for (const side of ["p1", "p2"] as const) {
      const stints = played.filter((s) => s.side === side);
      const weights = stints.map((s) => PASS_SHARE[positionOf(s.player)] * clockSeconds(s, [period]));
      const total = apportion(sideTeam(tally, side).passes ?? 0, weights);
      const accurate = apportion(sideTeam(tally, side).accuratePasses ?? 0, weights);
      stints.forEach((stint, j) => {
        const entry = passes.get(stint)!;
        entry.passes += total[j]!;
        entry.accurate += Math.min(accurate[j]!, total[j]!);
      });
    }
  });
  const upToNow = <A extends { readonly time: number }>(list: ReadonlyArray<A>) =>
    list.filter((x) => x.time <= now);
  const shots = upToNow(facts.shots);
  const fouls = upToNow(facts.fouls);
  const offsides = upToNow(facts.offsides);
  const goals = incidents.filter((i) => i.type === "goal" && i.scope.type !== "penalties");

  return played.map((stint): PlayerMatchStats => {
    const { player, side } = stint;
    const id = player.id;
    const other: Side = side === "p1" ? "p2" : "p1";
    const position = positionOf(player);
    const minutes = Math.round(clockSeconds(stint, periods) / 60);
    const rng = makeRng(`${seed}/player-stats/${fixture.id}/${id}`);
    const rate = (rates: Rates) => countFor(rates[position] * (1 + rng.normal(0, 0.25)), minutes, rng.next());
    const mine = shots.filter((s) => s.player.id === id && s.side === side);
    const scored = goals.filter(
      (g) => g.playerId === id && g.participant === side && g.subType !== "own_goal",
    );
    const assists = goals.filter((g) => g.secondaryPlayerId === id && g.participant === side).length;
    const count = (type: MatchIncident["type"]) =>
      incidents.filter((i) => i.type === type && i.playerId === id).length;
    const onPitch = (time: number) => stint.on <= time && time < stint.off;
    const pass = passes.get(stint)!;
    const stats: PlayerMatchStats["groups"] = {
      general: {
        yellowCards: count("yellow_card"),
        redCards: count("red_card"),
        ownGoals: goals.filter((g) => g.playerId === id && g.subType === "own_goal").length,
        fouls: fouls.filter((f) => f.player.id === id).length,
        offsides: offsides.filter((o) => o.player.id === id).length,
      },
      attacking: {
        goals: scored.length,
        assists,
        shots: mine.length,
        shotsOnTarget: mine.filter((s) => s.onTarget).length,
      },
      passing: {
        passes: pass.passes,
        accuratePasses: pass.accurate,
        keyPasses: assists + countFor(0.4 + 1.6 * player.attack, minutes, rng.next()),
      },
      defending: { tackles: rate(TACKLES), interceptions: rate(INTERCEPTIONS), clearances: rate(CLEARANCES) },
      duels: { duelsWon: rate(DUELS_WON), duelsLost: rate(DUELS_LOST) },
      physical: {
        distanceKm: Math.round(((KILOMETRES[position] * (1 + rng.normal(0, 0.06)) * minutes) / 90) * 10) / 10,
        sprints: rate(SPRINTS),
      },
      ...(position === "G"
        ? {
            goalkeeping: {
              saves: shots.filter((s) => s.side === other && s.onTarget && !s.goal && onPitch(s.time)).length,
              goalsConceded: goals.filter((g) => g.participant === other && onPitch(g.time)).length,
            },
          }
        : {}),
    };
    return { playerId: id, teamType: side === "p1" ? "home" : "away", minutesPlayed: minutes, groups: stats };
  });
};
