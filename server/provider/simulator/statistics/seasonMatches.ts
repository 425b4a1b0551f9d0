import { isEnded } from "../../../../domain/event/lifecycle";
import type { StatMatch, StatTeamRef } from "../../StatisticsProvider";
import { LruCache } from "../lruCache";
import type { Fixture, SimTeam } from "../types";
import type { FixtureBook } from "../world/fixtureBook";
import type { MatchArchive } from "./matchArchive";
import { type MatchView, matchViewAt } from "./statMatch";

/** Seasons whose match lists stay built: a soccer league season's list is about 150 KB. */
export const SEASON_CAPACITY = 64;

interface SeasonEntry {
  readonly fixtures: ReadonlyArray<Fixture>;
  /** The group of each group-stage fixture, by the fixtures' index. */
  readonly groups: ReadonlyArray<string | undefined>;
  readonly views: Array<MatchView | undefined>;
  /** Rounds whose pairs follow from the previous round's results (a knockout's later rounds). */
  readonly drawnByResults: ReadonlySet<number>;
  list: ReadonlyArray<StatMatch> | undefined;
}

const byStart = (a: Fixture, b: Fixture): number =>
  a.startTime - b.startTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Every match of a season at an instant, in round order then start time. A match's view is rebuilt
 * only when the instant leaves the span it holds for (kick-off, final whistle), so a second call on a
 * season costs a pass over its list, and the same list comes back while nothing changed.
 */
export class SeasonMatches {
  private readonly seasons = new LruCache<string, SeasonEntry>(SEASON_CAPACITY);

  /**
   * Fixtures of the seasons built here, by id: an event page reached from a season's list (a player's
   * matches walk dozens) finds its fixture without building the whole day it falls on, which is what
   * `FixtureBook.byId` must do (every tournament's fixtures and the day's friendlies).
   */
  private readonly fixtures = new LruCache<string, Fixture>(SEASON_CAPACITY * 400);

  fixture(id: string): Fixture | undefined {
    return this.fixtures.get(id) ?? this.book.byId(id);
  }

  constructor(
    private readonly book: FixtureBook,
    private readonly archive: MatchArchive,
    private readonly teamRef: (team: SimTeam) => StatTeamRef,
  ) {}

  at(seasonId: string, now: number): ReadonlyArray<StatMatch> {
    const entry = this.entry(seasonId);
    if (!entry) return [];
    let changed = entry.list === undefined;
    entry.fixtures.forEach((fixture, i) => {
      const view = entry.views[i];
      if (view && now >= view.validFrom && now < view.validUntil) return;
      entry.views[i] = matchViewAt(fixture, now, this.archive, this.teamRef, entry.groups[i]);
      changed = true;
    });
    if (changed || !entry.list)
      entry.list = drawnSoFar(
        entry.views.map((view) => view!.match),
        entry.drawnByResults,
      );
    return entry.list;
  }

  private entry(seasonId: string): SeasonEntry | undefined {
    const cached = this.seasons.get(seasonId);
    if (cached) return cached;
    const fixtures = this.book.season(seasonId);
    if (!fixtures) return undefined;
    const groupOf = new Map<string, string>();
    for (const group of fixtures.season.groups) for (const id of group.teamIds) groupOf.set(id, group.name);
    const list = fixtures.all().flatMap((round) => [...round].sort(byStart));
    for (const fixture of list) this.fixtures.set(fixture.id, fixture);
    const groups = list.map((f) => (f.stage === "GROUP_STAGE" ? groupOf.get(f.home.id) : undefined));
    const drawnByResults = new Set(
      fixtures.season.rounds.filter((round) => round.pairs === null).map((round) => round.number),
    );
    const entry: SeasonEntry = { fixtures: list, groups, views: [], drawnByResults, list: undefined };
    this.seasons.set(seasonId, entry);
    return entry;
  }
}

/**
 * The matches known at this instant. The world draws a knockout's later rounds ahead from the engine's
 * results (so a bracket agrees with the matches played), but a page must not show a pairing before the
 * round that decides it is over: a round drawn by results is listed once every match of the round before
 * it has ended.
 */
export const drawnSoFar = (
  matches: ReadonlyArray<StatMatch>,
  drawnByResults: ReadonlySet<number>,
): ReadonlyArray<StatMatch> => {
  if (drawnByResults.size === 0) return matches;
  const open = new Set<number>();
  for (const match of matches) if (!isEnded(match.status)) open.add(match.round);
  return matches.filter((match) => !drawnByResults.has(match.round) || !open.has(match.round - 1));
};
