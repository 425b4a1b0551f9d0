import { LruCache } from "../lruCache";
import type { Fixture, FullSportCode } from "../types";
import { DAY_MS, dayOf } from "./calendar";
import { friendliesFor } from "./fillers";
import { parseFixtureId } from "./fixtureIds";
import type { Season, World, WorldTournament } from "./model";
import { defaultOracle, type ResultOracle } from "./results";
import { seasonYearsAround, weekOneMonday } from "./seasonCalendar";
import { SeasonFixtures } from "./seasonFixtures";
import { seasonById, seasonsAround } from "./seasons";

/** Days kept built per sport: three weeks of strip plus the days either side. */
const DAY_CACHE = 64;
/**
 * Seasons kept built. The line works on about 500 at a time (one or two per tournament); statistics
 * pages ask for any season of the last five years, and a full league season holds some 70 KB of
 * fixtures, so the least recently used go (and are built again, the same, if asked for).
 */
const SEASON_CACHE = 1024;

/**
 * The fixtures of a world under one seed. Everything is keyed by UTC day and built from the seasons,
 * never from the clock: a day's fixtures are the same whichever window asks, and asking again returns
 * the very same objects while the day stays cached.
 */
export class FixtureBook {
  private readonly seasons = new LruCache<string, SeasonFixtures>(SEASON_CACHE);
  private readonly days = new Map<string, { list: ReadonlyArray<Fixture>; byId: Map<string, Fixture> }>();
  private readonly scheduled = new Map<string, ReadonlyArray<Fixture>>();
  /** Tournaments by sport, those with a season every week of the year apart (see `candidates`). */
  private readonly bySport = new Map<FullSportCode, ReadonlyArray<WorldTournament>>();
  /** Tennis events by the week of the year they are played in. */
  private readonly byWeek = new Map<number, ReadonlyArray<WorldTournament>>();
  private readonly sports = new Set<FullSportCode>();
  private readonly friendlies: WorldTournament | undefined;

  constructor(
    readonly world: World,
    readonly seed: string,
    readonly oracle: ResultOracle = defaultOracle,
  ) {
    for (const t of world.tournaments) {
      if (t.format.kind === "friendlies") continue;
      this.sports.add(t.sportCode);
      if (t.calendar.kind === "week") {
        for (let week = t.calendar.week; week < t.calendar.week + t.calendar.days / 7; week++) {
          this.byWeek.set(week, [...(this.byWeek.get(week) ?? []), t]);
        }
      } else this.bySport.set(t.sportCode, [...(this.bySport.get(t.sportCode) ?? []), t]);
    }
    this.friendlies = world.tournaments.find(
      (t) => t.format.kind === "friendlies" && t.sportCode === "soccer",
    );
  }

  /** Fixtures of `sport` starting in UTC day `day`, by start time then id. */
  day(sport: FullSportCode, day: number): ReadonlyArray<Fixture> {
    return this.dayEntry(sport, day).list;
  }

  /** Fixtures starting in [fromMs, toMs), all sports or one. */
  between(fromMs: number, toMs: number, sport?: FullSportCode): Fixture[] {
    const out: Fixture[] = [];
    const sports = sport ? [sport] : [...this.sports];
    for (let day = dayOf(fromMs); day * DAY_MS < toMs; day++) {
      for (const s of sports) {
        for (const fixture of this.day(s, day))
          if (fixture.startTime >= fromMs && fixture.startTime < toMs) out.push(fixture);
      }
    }
    return out;
  }

  byId(id: string): Fixture | undefined {
    const parsed = parseFixtureId(id);
    return parsed ? this.dayEntry(parsed.sport, parsed.day).byId.get(id) : undefined;
  }

  /** A season's fixtures by round (results and fixtures pages, knockout brackets, group tables). */
  season(id: string): SeasonFixtures | undefined {
    const cached = this.seasons.get(id);
    if (cached) return cached;
    const season = seasonById(this.world, id);
    return season
      ? this.seasonFixtures(this.world.tournamentById.get(season.tournamentId)!, season)
      : undefined;
  }

  private seasonFixtures(tournament: WorldTournament, season: Season): SeasonFixtures {
    let entry = this.seasons.get(season.id);
    if (!entry) {
      entry = new SeasonFixtures(this.world, this.seed, this.oracle, tournament, season);
      this.seasons.set(season.id, entry);
    }
    return entry;
  }

  private dayEntry(
    sport: FullSportCode,
    day: number,
  ): { list: ReadonlyArray<Fixture>; byId: Map<string, Fixture> } {
    const key = `${sport}/${day}`;
    const cached = this.days.get(key);
    if (cached) return cached;
    let list = this.scheduledDay(sport, day);
    if (sport === "soccer" && this.friendlies) {
      const context = [...this.scheduledDay(sport, day - 1), ...list];
      const next = this.scheduledDay(sport, day + 1);
      list = sortFixtures([
        ...list,
        ...friendliesFor(this.world, this.seed, this.friendlies, day, context, next),
      ]);
    }
    const entry = { list, byId: new Map(list.map((f) => [f.id, f])) };
    this.remember(this.days, key, entry);
    return entry;
  }

  /** The scheduled (non-friendly) fixtures of a UTC day. */
  private scheduledDay(sport: FullSportCode, day: number): ReadonlyArray<Fixture> {
    const key = `${sport}/${day}`;
    const cached = this.scheduled.get(key);
    if (cached) return cached;
    const out: Fixture[] = [];
    for (const tournament of this.candidates(sport, day)) {
      for (const season of seasonsAround(this.world, tournament, day)) {
        const entry = this.seasonFixtures(tournament, season);
        // Kick-offs are local: a local day's matches fall on the UTC day before, of or after it.
        const rounds = new Set<number>();
        for (let local = day - 1; local <= day + 1; local++)
          for (const r of entry.roundsByDay.get(local) ?? []) rounds.add(r);
        for (const r of rounds)
          for (const fixture of entry.round(r)) if (dayOf(fixture.startTime) === day) out.push(fixture);
      }
    }
    const list = sortFixtures(out);
    this.remember(this.scheduled, key, list);
    return list;
  }

  /** Tournaments that may play on UTC day `day`: all of a sport, but only the week's tennis events. */
  private candidates(sport: FullSportCode, day: number): ReadonlyArray<WorldTournament> {
    const all = this.bySport.get(sport) ?? [];
    if (sport !== "tennis") return all;
    const out = new Set<WorldTournament>(all);
    for (const year of seasonYearsAround(day)) {
      const week = Math.floor((day - weekOneMonday(year)) / 7);
      // A day belongs to its own week; the local day either side may belong to the neighbours.
      for (const w of [week - 1, week, week + 1])
        for (const t of this.byWeek.get(w) ?? []) if (t.sportCode === sport) out.add(t);
    }
    return [...out];
  }

  private remember<V>(cache: Map<string, V>, key: string, value: V): void {
    cache.set(key, value);
    // Oldest first out: a rolling window moves forward a day at a time.
    if (cache.size > DAY_CACHE * 5) cache.delete(cache.keys().next().value!);
  }
}

const sortFixtures = (fixtures: Fixture[]): Fixture[] =>
  fixtures.sort((a, b) => a.startTime - b.startTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
