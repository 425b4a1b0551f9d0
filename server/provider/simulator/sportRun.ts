import { isEnded, isListed } from "../../../domain/event/lifecycle";
import type { Category, FeedEvent, Sport, Tournament } from "../../../domain/feed/tree";
import type { SportEntry } from "../../../domain/sports/catalogue";
import { mainMarketsOnly } from "./mainMarkets";
import { buildFeedEvent } from "./markets/buildFeedEvent";
import { DRIFT_EVERY_MS } from "./markets/priceMarkets";
import { hashString } from "./match/random";
import { simulateMatch } from "./match/simulateMatch";
import type { MatchTimeline } from "./match/types";
import type { Fixture, FullSportCode } from "./types";
import type { FixtureBook } from "./world/fixtureBook";
import { categoryShell, tournamentNode } from "./world/line";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How far the line reaches: results of the last two days (and matches still running), two weeks ahead. */
export const LINE_BACK_MS = 2 * DAY_MS + 8 * HOUR_MS;
export const LINE_AHEAD_MS = 14 * DAY_MS;
/** Matches starting within this get the whole line and their timeline kept in memory; later ones open thin. */
export const FULL_LINE_AHEAD_MS = DAY_MS;
/** The window is recomputed when sim time crosses a boundary of this size. */
const WINDOW_STEP_MS = 10 * 60_000;

interface Entry {
  readonly fixture: Fixture;
  /** Kept only while the match is near or running: a whole soccer timeline weighs about 34 KiB. */
  timeline: MatchTimeline | undefined;
  node: FeedEvent | undefined;
  /** Whether `node` carries the whole line or only the main markets. */
  full: boolean;
  /** Sim time at which `node` may change next; Infinity once it never will. */
  rebuildAt: number;
}

/** When the pre-match price of a fixture drifts next (see priceMarkets: each fixture has its own phase). */
const nextDriftAt = (fixtureId: string, now: number): number => {
  const offset = hashString(fixtureId) % DRIFT_EVERY_MS;
  return (Math.floor((now + offset) / DRIFT_EVERY_MS) + 1) * DRIFT_EVERY_MS - offset;
};

/**
 * One full sport of the simulator: which fixtures the line lists, their event nodes at the sim clock,
 * and the sport's line assembled from them. NOTE: every part that did not change is the previous object
 * itself (events, tournaments, categories, the sport), so the feed engine's diff costs what changed.
 */
export class SportRun {
  private readonly entries = new Map<string, Entry>();
  /** Listed event nodes by tournament id. */
  private readonly eventsByTournament = new Map<string, Record<string, FeedEvent>>();
  private readonly tournamentNodes = new Map<string, Tournament>();
  private readonly categoryNodes = new Map<string, Category>();
  private readonly dirtyTournaments = new Set<string>();
  /** Fixtures waiting for their first simulation, nearest to now first. */
  private waiting: Entry[] = [];
  private windowKey = Number.NaN;
  private current: Sport;
  private readonly tournamentsByCategory = new Map<string, string[]>();

  constructor(
    private readonly book: FixtureBook,
    readonly entry: SportEntry,
    readonly code: FullSportCode,
  ) {
    this.current = { ...entry, categories: {} };
    for (const t of book.world.tournaments) {
      if (t.sportId !== entry.id) continue;
      this.tournamentsByCategory.set(t.categoryId, [
        ...(this.tournamentsByCategory.get(t.categoryId) ?? []),
        t.id,
      ]);
    }
  }

  get line(): Sport {
    return this.current;
  }

  /** Events the line lists now (those already simulated). */
  get eventCount(): number {
    let n = 0;
    for (const events of this.eventsByTournament.values()) n += Object.keys(events).length;
    return n;
  }

  /** Fixtures still waiting for their first simulation. */
  get backlog(): number {
    return this.waiting.length;
  }

  /**
   * Brings the fixtures that are near, running or just over up to date at `now`. Call `openNext` for
   * the far ones, then `assemble`.
   */
  advance(now: number): void {
    this.refreshWindow(now);
    const horizon = now + FULL_LINE_AHEAD_MS;
    for (const entry of this.entries.values()) {
      if (entry.fixture.startTime <= horizon && (!entry.full || entry.node === undefined)) {
        this.build(entry, now, true);
      } else if (entry.full && now >= entry.rebuildAt) this.build(entry, now, true);
    }
  }

  /** Opens the nearest far fixture still waiting (main markets only). False when none waits. */
  openNext(now: number): boolean {
    for (;;) {
      const entry = this.waiting.shift();
      if (!entry) return false;
      if (entry.node !== undefined || this.entries.get(entry.fixture.id) !== entry) continue;
      this.build(entry, now, false);
      return true;
    }
  }

  private build(entry: Entry, now: number, full: boolean): void {
    const { fixture } = entry;
    entry.timeline ??= simulateMatch(fixture);
    const previous = entry.full === full ? entry.node : undefined;
    const built = buildFeedEvent(fixture, entry.timeline, now, previous);
    const node = full ? built : mainMarketsOnly(built);
    entry.full = full;
    if (!full) {
      // Static until the match comes near; the timeline is simulated again then.
      entry.timeline = undefined;
      entry.rebuildAt = Number.POSITIVE_INFINITY;
    } else if (isEnded(node.status)) {
      entry.timeline = undefined;
      entry.rebuildAt = Number.POSITIVE_INFINITY;
    } else if (node.status === "not_started") {
      entry.rebuildAt = Math.min(nextDriftAt(fixture.id, now), fixture.startTime);
    } else entry.rebuildAt = now;
    if (node !== entry.node) this.place(entry, node, now);
  }

  private place(entry: Entry, node: FeedEvent, now: number): void {
    entry.node = node;
    const { tournamentId, id } = entry.fixture;
    const events = this.eventsByTournament.get(tournamentId) ?? {};
    if (isListed(node, now)) events[id] = node;
    else delete events[id];
    this.eventsByTournament.set(tournamentId, events);
    this.dirtyTournaments.add(tournamentId);
  }

  private remove(entry: Entry): void {
    this.entries.delete(entry.fixture.id);
    const events = this.eventsByTournament.get(entry.fixture.tournamentId);
    if (events && entry.fixture.id in events) {
      delete events[entry.fixture.id];
      this.dirtyTournaments.add(entry.fixture.tournamentId);
    }
  }

  /** Adds fixtures entering the window and drops those leaving it or finished more than two days ago. */
  private refreshWindow(now: number): void {
    const key = Math.floor(now / WINDOW_STEP_MS);
    if (key === this.windowKey) return;
    this.windowKey = key;
    const fixtures = this.book.between(now - LINE_BACK_MS, now + LINE_AHEAD_MS, this.code);
    const ids = new Set<string>();
    for (const fixture of fixtures) {
      ids.add(fixture.id);
      if (this.entries.has(fixture.id)) continue;
      const entry: Entry = {
        fixture,
        timeline: undefined,
        node: undefined,
        full: false,
        rebuildAt: Number.POSITIVE_INFINITY,
      };
      this.entries.set(fixture.id, entry);
      if (fixture.startTime > now + FULL_LINE_AHEAD_MS) this.waiting.push(entry);
    }
    for (const entry of [...this.entries.values()]) {
      if (!ids.has(entry.fixture.id) || (entry.node && !isListed(entry.node, now))) this.remove(entry);
    }
    this.waiting = this.waiting
      .filter((entry) => this.entries.get(entry.fixture.id) === entry && entry.node === undefined)
      .sort((a, b) => a.fixture.startTime - b.fixture.startTime);
  }

  /** Rebuilds the line if some tournament changed; returns whether it did. */
  assemble(): boolean {
    if (this.dirtyTournaments.size === 0) return false;
    const world = this.book.world;
    const dirtyCategories = new Set<string>();
    for (const tournamentId of this.dirtyTournaments) {
      const tournament = world.tournamentById.get(tournamentId)!;
      dirtyCategories.add(tournament.categoryId);
      const events = this.eventsByTournament.get(tournamentId);
      if (!events || Object.keys(events).length === 0) {
        this.eventsByTournament.delete(tournamentId);
        this.tournamentNodes.delete(tournamentId);
      } else this.tournamentNodes.set(tournamentId, { ...tournamentNode(tournament), events: { ...events } });
    }
    this.dirtyTournaments.clear();
    for (const categoryId of dirtyCategories) {
      const tournaments: Record<string, Tournament> = {};
      for (const id of this.tournamentsByCategory.get(categoryId) ?? []) {
        const node = this.tournamentNodes.get(id);
        if (node) tournaments[id] = node;
      }
      if (Object.keys(tournaments).length === 0) this.categoryNodes.delete(categoryId);
      else
        this.categoryNodes.set(categoryId, categoryShell(world.categoryById.get(categoryId)!, tournaments));
    }
    this.current = { ...this.entry, categories: Object.fromEntries(this.categoryNodes) };
    return true;
  }
}
