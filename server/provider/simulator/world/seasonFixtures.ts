import type { Fixture } from "../types";
import { groupWinnersPairs, nextRoundPairs } from "./bracket";
import { dayOf, localToUtc, weekdayOf } from "./calendar";
import { fixtureDestiny, fixtureId } from "./fixtureIds";
import { kickoffMinute, tennisStartMinute } from "./kickoff";
import type { Season, SeasonRound, World, WorldTournament } from "./model";
import type { ResultOracle } from "./results";
import { makeRng } from "./rng";

/**
 * The fixtures of one season, round by round, built on first use. A knockout round's pairs come from
 * the previous round's winners (or the group tables), as the result oracle tells them.
 */
export class SeasonFixtures {
  private readonly built = new Map<number, ReadonlyArray<Fixture>>();
  /** Round indexes by local day: what a day of the calendar has to look at. */
  readonly roundsByDay = new Map<number, number[]>();

  constructor(
    private readonly world: World,
    private readonly seed: string,
    private readonly oracle: ResultOracle,
    readonly tournament: WorldTournament,
    readonly season: Season,
  ) {
    season.rounds.forEach((round, index) => {
      for (const [day] of round.days) {
        const list = this.roundsByDay.get(day) ?? [];
        if (!list.includes(index)) list.push(index);
        this.roundsByDay.set(day, list);
      }
    });
  }

  /** Fixtures of the round at `index` (0-based), in bracket order for knockout rounds. */
  round(index: number): ReadonlyArray<Fixture> {
    const cached = this.built.get(index);
    if (cached) return cached;
    const round = this.season.rounds[index];
    const fixtures = round ? this.build(round, round.pairs ?? this.pairsAfter(index)) : [];
    this.built.set(index, fixtures);
    return fixtures;
  }

  all(): ReadonlyArray<ReadonlyArray<Fixture>> {
    return this.season.rounds.map((_, index) => this.round(index));
  }

  private pairsAfter(index: number): ReadonlyArray<readonly [string, string]> {
    const previous = this.season.rounds[index - 1];
    if (previous?.stage === "PLAY_OFF") {
      const winners = this.round(index - 1).map((f) =>
        this.oracle(f).winner === "away" ? f.away.id : f.home.id,
      );
      return nextRoundPairs(winners);
    }
    return groupWinnersPairs(this.groupTables());
  }

  /** Each group's team ids by points, goal difference, goals, rating. */
  groupTables(): ReadonlyArray<ReadonlyArray<string>> {
    const table = new Map<string, { points: number; diff: number; scored: number }>();
    for (const id of this.season.teamIds) table.set(id, { points: 0, diff: 0, scored: 0 });
    this.season.rounds.forEach((round, index) => {
      if (round.stage !== "GROUP_STAGE") return;
      for (const fixture of this.round(index)) {
        const result = this.oracle(fixture);
        const home = table.get(fixture.home.id)!;
        const away = table.get(fixture.away.id)!;
        home.scored += result.home;
        away.scored += result.away;
        home.diff += result.home - result.away;
        away.diff += result.away - result.home;
        if (result.winner === "home") home.points += 3;
        else if (result.winner === "away") away.points += 3;
        else if (fixture.fate !== "cancelled" && fixture.fate !== "postponed") {
          home.points += 1;
          away.points += 1;
        }
      }
    });
    const rating = (id: string): number => this.world.teamById.get(id)?.rating ?? 0;
    return this.season.groups.map((group) =>
      [...group.teamIds].sort((a, b) => {
        const x = table.get(a)!;
        const y = table.get(b)!;
        return (
          y.points - x.points ||
          y.diff - x.diff ||
          y.scored - x.scored ||
          rating(b) - rating(a) ||
          (a < b ? -1 : 1)
        );
      }),
    );
  }

  private build(round: SeasonRound, pairs: ReadonlyArray<readonly [string, string]>): ReadonlyArray<Fixture> {
    const t = this.tournament;
    const rng = makeRng(`${this.seed}/round/${this.season.id}/${round.number}`);
    const days = pairs.map(() => rng.weighted(round.days));
    const tennis = t.sportCode === "tennis";
    const perDay = new Map<number, number>();
    for (const day of days) perDay.set(day, (perDay.get(day) ?? 0) + 1);
    const seen = new Map<number, number>();
    const knockout = round.stage === "PLAY_OFF";
    const out: Fixture[] = [];
    pairs.forEach(([homeId, awayId], i) => {
      const home = this.world.teamById.get(homeId);
      const away = this.world.teamById.get(awayId);
      if (!home || !away) return;
      const day = days[i]!;
      let minute: number;
      if (tennis) {
        const order = seen.get(day) ?? 0;
        seen.set(day, order + 1);
        minute = tennisStartMinute(rng, order, perDay.get(day)!, t.bestOfSets ?? 3);
      } else {
        minute = kickoffMinute(rng, t.kickoff as Exclude<typeof t.kickoff, "tennis">, weekdayOf(day));
      }
      const offset = t.utcOffset ?? this.world.teamInfo.get(homeId)?.utcOffset ?? 0;
      const startTime = localToUtc(day, minute, offset);
      const id = fixtureId(
        t.sportCode,
        dayOf(startTime),
        `${this.season.id}/${round.number}/${homeId}/${awayId}`,
      );
      const destiny = fixtureDestiny(this.seed, id, t.sportCode, knockout);
      const fixture: Fixture = {
        id,
        sportCode: t.sportCode,
        sportId: t.sportId,
        categoryId: t.categoryId,
        tournamentId: t.id,
        seasonId: this.season.id,
        round: round.number,
        roundType: round.type,
        stage: round.stage,
        startTime,
        home,
        away,
        knockout,
        seed: destiny.seed,
        fate: destiny.fate,
      };
      out.push(t.bestOfSets ? { ...fixture, bestOfSets: t.bestOfSets } : fixture);
    });
    return out;
  }
}
