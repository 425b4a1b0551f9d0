import type { FeedBatch } from "../../../domain/feed/diff.ts";
import { diffFeedTrees } from "../../../domain/feed/diffFeedTrees.ts";
import type { FeedEvent, FeedTree, Market, Sport } from "../../../domain/feed/tree.ts";
import type { FeedGap, FeedSnapshot } from "../../../domain/feed/views.ts";
import { gapFromRing, pushRing } from "../../../server/feed/lineViews.ts";
import type { SeededRandom } from "./seededRandom.ts";

/**
 * The server side of the feed fuzz: one sport's line changed at random the way a provider changes it
 * (prices move, markets lock, goals, events start, end, appear and go), each commit a versioned batch
 * made by `diffFeedTrees`, with the server's bounded ring for gap answers (its real `gapFromRing`).
 */
export const FUZZ_SPORT = "soccer";

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] };
type Line = Mutable<Sport>;

const outcome = (code: string, coefficient: number) => ({
  id: `o-${code}-${coefficient}`,
  code,
  coefficient,
  locked: false,
  updatedAt: 0,
});

const market = (name: string, type: string, parameters: Record<string, string>, codes: string[]): Market => ({
  id: `m-${name}`,
  type,
  parameters,
  locked: false,
  outcomes: Object.fromEntries(codes.map((code, i) => [code, outcome(code, 1.5 + i)])),
});

const MARKETS: ReadonlyArray<readonly [string, () => Market]> = [
  ["1x2--nil", () => market("1x2--nil", "1x2", {}, ["P1", "X", "P2"])],
  ["over_under--total::2.5", () => market("ou25", "over_under", { total: "2.5" }, ["over", "under"])],
  ["btts--nil", () => market("btts", "btts", {}, ["yes", "no"])],
];

const newEvent = (id: string, tournamentId: string, categoryId: string): FeedEvent => ({
  id,
  sportId: FUZZ_SPORT,
  categoryId,
  tournamentId,
  startTime: 1_700_000_000_000,
  bb: false,
  status: "not_started",
  finishedAt: null,
  totalOutcomes: 5,
  participants: [
    { shortId: "p1", teamId: `${id}-h`, name: "Home" },
    { shortId: "p2", teamId: `${id}-a`, name: "Away" },
  ],
  extraInfo: {},
  locked: false,
  currentScope: null,
  scopes: {
    "full_event--0": {
      type: "full_event",
      number: 0,
      locked: false,
      markets: Object.fromEntries(MARKETS.slice(0, 2).map(([name, make]) => [name, make()])),
      scores: {
        "score--p1": { type: "score", teamId: "p1", value: 0 },
        "score--p2": { type: "score", teamId: "p2", value: 0 },
      },
    },
  },
});

const initialLine = (): Line => {
  const line: Line = {
    id: FUZZ_SPORT,
    code: FUZZ_SPORT,
    name: "Soccer",
    priority: 1,
    kind: "base",
    categories: {},
  };
  for (const categoryId of ["england", "spain"]) {
    const tournaments: Line["categories"][string]["tournaments"] = {};
    for (const tournamentId of [`${categoryId}-1`, `${categoryId}-2`]) {
      const events: Record<string, FeedEvent> = {};
      for (const n of [1, 2]) {
        const id = `${tournamentId}-ev${n}`;
        events[id] = newEvent(id, tournamentId, categoryId);
      }
      tournaments[tournamentId] = {
        id: tournamentId,
        sportId: FUZZ_SPORT,
        categoryId,
        name: tournamentId,
        slug: tournamentId,
        priority: 1,
        cashOutAvailable: true,
        events: events as Mutable<Record<string, FeedEvent>>,
      };
    }
    line.categories[categoryId] = {
      id: categoryId,
      sportId: FUZZ_SPORT,
      name: categoryId,
      icon: "flag",
      slug: categoryId,
      priority: 1,
      tournaments,
    };
  }
  return line;
};

type MutableEvent = Mutable<FeedEvent>;

const eventsOf = (line: Line): MutableEvent[] =>
  Object.values(line.categories).flatMap((category) =>
    Object.values(category.tournaments).flatMap((tournament) => Object.values(tournament.events)),
  );

/** One random change of the line, in place on the server's own copy. */
const change = (line: Line, random: SeededRandom, version: number, nextId: () => string): void => {
  const events = eventsOf(line);
  const event = events.length > 0 ? random.pick(events) : undefined;
  const scope = event?.scopes["full_event--0"];
  const markets = scope ? Object.values(scope.markets) : [];
  const market = markets.length > 0 ? random.pick(markets) : undefined;
  switch (random.int(8)) {
    case 0:
    case 1: {
      // Prices move most of the time.
      const outcomes = market ? Object.values(market.outcomes) : [];
      if (outcomes.length === 0) return;
      const moved = random.pick(outcomes);
      moved.coefficient = Math.round((1.01 + random.next() * 9) * 100) / 100;
      moved.updatedAt = version;
      return;
    }
    case 2:
      if (market) market.locked = !market.locked;
      return;
    case 3: {
      if (!event || !scope) return;
      const score = scope.scores[random.pick(["score--p1", "score--p2"])];
      if (score) score.value++;
      event.status = "in_progress";
      event.extraInfo = { currentMinute: random.int(90) };
      event.currentScope = { type: "half", number: 1 + random.int(2) };
      return;
    }
    case 4:
      if (event) {
        event.status = random.pick(["in_progress", "finished", "interrupted"] as const);
        event.finishedAt = event.status === "finished" ? 1_700_000_000_000 + version : null;
      }
      return;
    case 5: {
      // A new event, somewhere in the line.
      const category = random.pick(Object.values(line.categories));
      const tournament = random.pick(Object.values(category.tournaments));
      const id = nextId();
      tournament.events[id] = newEvent(id, tournament.id, category.id) as MutableEvent;
      return;
    }
    case 6:
      if (event) delete line.categories[event.categoryId]!.tournaments[event.tournamentId]!.events[event.id];
      return;
    case 7: {
      if (!scope) return;
      const [name, make] = random.pick(MARKETS);
      if (scope.markets[name] && random.chance(0.5)) delete scope.markets[name];
      else scope.markets[name] = make() as Mutable<Market>;
      return;
    }
  }
};

export interface FuzzServer {
  readonly version: () => number;
  /** The line at a version the server committed. */
  readonly treeAt: (version: number) => FeedTree;
  /** One to three random changes (sometimes none) committed as the next version. */
  readonly commit: () => FeedBatch;
  readonly latest: () => FeedBatch;
  /** The line as it was at `version` (a snapshot taken then and still on its way). */
  readonly snapshotAt: (version: number) => FeedSnapshot;
  /** The gap answer as the server made it at `version`, from the ring as it is now. */
  readonly gapAt: (fromVersion: number, version: number) => FeedGap;
}

export const fuzzServer = (random: SeededRandom, ringSize: number): FuzzServer => {
  const trees: FeedTree[] = [{ sports: { [FUZZ_SPORT]: initialLine() } }];
  const log: FeedBatch[] = [{ sportId: FUZZ_SPORT, version: 0, time: 0, diffs: [] }];
  const ring: FeedBatch[] = [];
  let ids = 0;
  const timeOf = (version: number) => 1_700_000_000_000 + version * 1000;
  const version = () => trees.length - 1;
  return {
    version,
    treeAt: (at) => trees[at]!,
    commit: () => {
      const before = trees[version()]!;
      const after = structuredClone(before);
      const line = after.sports[FUZZ_SPORT] as Line;
      const changes = random.int(4);
      for (let i = 0; i < changes; i++) change(line, random, version() + 1, () => `new-${++ids}`);
      trees.push(after);
      // NOTE: a commit with no change still makes a batch: the stream's next batch is what lets a client
      // see that it lost one.
      const batch: FeedBatch = {
        sportId: FUZZ_SPORT,
        version: version(),
        time: timeOf(version()),
        diffs: diffFeedTrees(before, after),
      };
      log.push(batch);
      pushRing(ring, batch, ringSize);
      return batch;
    },
    latest: () => log[version()]!,
    snapshotAt: (at) => ({ version: at, time: timeOf(at), tree: trees[at]! }),
    gapAt: (fromVersion, at) =>
      gapFromRing(
        ring.filter((batch) => batch.version <= at),
        fromVersion,
        at,
      ),
  };
};
