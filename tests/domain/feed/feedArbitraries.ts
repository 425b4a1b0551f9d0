import fc from "fast-check";
import type {
  Category,
  FeedEvent,
  FeedTree,
  Market,
  Outcome,
  Scope,
  Score,
  Sport,
  Tournament,
} from "../../../domain/feed/tree";

/** Small id pools so that random trees overlap: the interesting cases are shared ids with changes. */
const records = <T>(ids: ReadonlyArray<string>, item: (id: string) => fc.Arbitrary<T>) =>
  fc
    .subarray([...ids])
    .chain((chosen) =>
      chosen.length === 0
        ? fc.constant({} as Record<string, T>)
        : fc
            .tuple(...chosen.map(item))
            .map((items) => Object.fromEntries(chosen.map((id, i) => [id, items[i]!]))),
    );

const outcome = (id: string): fc.Arbitrary<Outcome> =>
  fc.record({
    id: fc.constant(`o-${id}`),
    code: fc.constant(id),
    coefficient: fc.constantFrom(1.5, 1.9, 2.1, 3.4),
    locked: fc.boolean(),
    updatedAt: fc.constantFrom(1, 2),
  });

const market = (name: string): fc.Arbitrary<Market> =>
  fc.record({
    id: fc.constant(`m-${name}`),
    type: fc.constant(name.split("--")[0]!),
    parameters: fc.constant<Record<string, string>>(name.includes("total") ? { total: "2.5" } : {}),
    locked: fc.boolean(),
    outcomes: records(["P1", "X", "P2"], outcome),
  });

const score = (key: string): fc.Arbitrary<Score> =>
  fc.record({ type: fc.constant("score"), teamId: fc.constant(key.split("--")[1]!), value: fc.nat(4) });

const scope = (key: string): fc.Arbitrary<Scope> =>
  fc.record({
    type: fc.constant(key.startsWith("half") ? ("half" as const) : ("full_event" as const)),
    number: fc.constant(Number(key.split("--")[1])),
    locked: fc.boolean(),
    markets: records(["1x2--nil", "over_under--total::2.5"], market),
    scores: records(["score--p1", "score--p2"], score),
  });

const event = (id: string): fc.Arbitrary<FeedEvent> =>
  fc.record({
    id: fc.constant(id),
    sportId: fc.constant("s"),
    categoryId: fc.constant("c"),
    tournamentId: fc.constant("t"),
    startTime: fc.constantFrom(1000, 2000),
    bb: fc.boolean(),
    status: fc.constantFrom("not_started" as const, "in_progress" as const, "finished" as const),
    finishedAt: fc.constantFrom(null, 5000),
    totalOutcomes: fc.nat(20),
    participants: fc.constant([
      { shortId: "p1", teamId: "home", name: "Home" },
      { shortId: "p2", teamId: "away", name: "Away" },
    ]),
    extraInfo: fc.record({ currentMinute: fc.nat(90) }, { requiredKeys: [] }),
    locked: fc.boolean(),
    currentScope: fc.constantFrom(null, { type: "half" as const, number: 1 }),
    scopes: records(["full_event--0", "half--1"], scope),
  });

const tournament = (id: string): fc.Arbitrary<Tournament> =>
  fc.record({
    id: fc.constant(id),
    sportId: fc.constant("s"),
    categoryId: fc.constant("c"),
    name: fc.constantFrom("League", "Cup"),
    slug: fc.constant(id),
    priority: fc.nat(3),
    cashOutAvailable: fc.boolean(),
    events: records(["e1", "e2", "e3"], event),
  });

const category = (id: string): fc.Arbitrary<Category> =>
  fc.record({
    id: fc.constant(id),
    sportId: fc.constant("s"),
    name: fc.constantFrom("England", "Spain"),
    icon: fc.constant("flag"),
    slug: fc.constant(id),
    priority: fc.nat(3),
    tournaments: records(["t1", "t2"], tournament),
  });

const sport = (id: string): fc.Arbitrary<Sport> =>
  fc.record({
    id: fc.constant(id),
    code: fc.constant(id),
    name: fc.constantFrom("Soccer", "Tennis"),
    priority: fc.constantFrom(10000, 9950),
    kind: fc.constant("base" as const),
    categories: records(["c1", "c2"], category),
  });

export const feedTree: fc.Arbitrary<FeedTree> = records(["soccer", "tennis"], sport).map((sports) => ({
  sports,
}));
