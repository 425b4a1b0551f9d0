import { FULL_EVENT_SCOPE, marketName } from "../domain/feed/ids";
import type { FeedEvent, Market, Sport } from "../domain/feed/tree";

/**
 * A deterministic line of `events` soccer-like events, each with a full-event scope carrying 1x2,
 * three over/under lines, three Asian handicaps and a correct-score market (≈ 40 outcomes per event),
 * spread over 50 tournaments: the shape and weight of a busy day's line.
 */
const outcomes = (prefix: string, codes: ReadonlyArray<string>, seed: number) =>
  Object.fromEntries(
    codes.map((code, i) => [
      code,
      {
        id: `${prefix}-${code}`,
        code,
        coefficient: 1.5 + ((seed + i * 7) % 40) / 10,
        locked: false,
        updatedAt: 0,
      },
    ]),
  );

const market = (
  eventId: string,
  type: string,
  parameters: Record<string, string>,
  codes: string[],
  seed: number,
) => {
  const name = marketName(type, parameters);
  const value: Market = {
    id: `${eventId}-${name}`,
    type,
    parameters,
    locked: false,
    outcomes: outcomes(`${eventId}-${name}`, codes, seed),
  };
  return [name, value] as const;
};

const CORRECT_SCORES = [
  "0:0",
  "1:0",
  "0:1",
  "1:1",
  "2:0",
  "0:2",
  "2:1",
  "1:2",
  "2:2",
  "3:0",
  "0:3",
  "3:1",
  "1:3",
  "other",
];

export const syntheticEvent = (
  sportId: string,
  index: number,
  startTime: number,
  live: boolean,
): FeedEvent => {
  const id = `bench-event-${String(index).padStart(6, "0")}`;
  const markets = Object.fromEntries([
    market(id, "1x2", {}, ["P1", "X", "P2"], index),
    ...["1.5", "2.5", "3.5"].map((total) => market(id, "over_under", { total }, ["over", "under"], index)),
    ...["-0.5", "0", "0.5"].map((handicap) =>
      market(id, "asian_handicap", { handicap }, ["P1", "P2"], index),
    ),
    market(id, "correct_score", {}, CORRECT_SCORES, index),
  ]);
  return {
    id,
    sportId,
    categoryId: `cat-${index % 10}`,
    tournamentId: `tour-${index % 50}`,
    startTime,
    bb: false,
    status: live ? "in_progress" : "not_started",
    finishedAt: null,
    totalOutcomes: 34,
    participants: [
      { shortId: "p1", teamId: `${id}-h`, name: `Home ${index}` },
      { shortId: "p2", teamId: `${id}-a`, name: `Away ${index}` },
    ],
    extraInfo: live ? { currentMinute: index % 90 } : {},
    locked: false,
    currentScope: live ? { type: "half", number: 1 } : null,
    scopes: {
      "full_event--0": {
        type: "full_event",
        number: 0,
        locked: false,
        markets,
        scores: {
          "score--p1": { type: "score", teamId: "p1", value: 0 },
          "score--p2": { type: "score", teamId: "p2", value: 0 },
        },
      },
    },
  };
};

type MutableCategory = { -readonly [K in keyof Sport["categories"][string]]: Sport["categories"][string][K] };

export const syntheticLine = (sportId: string, events: number, now: number, liveShare = 0.1): Sport => {
  const categories: Record<string, MutableCategory> = {};
  for (let i = 0; i < events; i++) {
    const live = i < events * liveShare;
    const event = syntheticEvent(sportId, i, now + (live ? -1_800_000 : (i % 96) * 900_000), live);
    const category = categories[event.categoryId] ?? {
      id: event.categoryId,
      sportId,
      name: `Country ${event.categoryId}`,
      icon: "xx",
      slug: event.categoryId,
      priority: 0,
      tournaments: {},
    };
    categories[event.categoryId] = category;
    const tournament = category.tournaments[event.tournamentId] ?? {
      id: event.tournamentId,
      sportId,
      categoryId: event.categoryId,
      name: `League ${event.tournamentId}`,
      slug: event.tournamentId,
      priority: 0,
      cashOutAvailable: true,
      events: {},
    };
    category.tournaments = {
      ...category.tournaments,
      [event.tournamentId]: { ...tournament, events: { ...tournament.events, [event.id]: event } },
    };
  }
  return { id: sportId, code: "soccer", name: "Soccer", priority: 10000, kind: "base", categories };
};

/** The line with one event replaced, copying only the nodes on its path. */
export const withEvent = (line: Sport, event: FeedEvent): Sport => {
  const category = line.categories[event.categoryId]!;
  const tournament = category.tournaments[event.tournamentId]!;
  return {
    ...line,
    categories: {
      ...line.categories,
      [category.id]: {
        ...category,
        tournaments: {
          ...category.tournaments,
          [tournament.id]: { ...tournament, events: { ...tournament.events, [event.id]: event } },
        },
      },
    },
  };
};

/**
 * The line with one full-event outcome of `event` at a new price, copying only the nodes on its path
 * (unchanged events stay the same objects, as a provider delivers them).
 */
export const withPrice = (
  line: Sport,
  event: FeedEvent,
  name: string,
  code: string,
  coefficient: number,
  updatedAt: number,
): Sport => {
  const scope = event.scopes[FULL_EVENT_SCOPE]!;
  const market = scope.markets[name]!;
  const outcome = market.outcomes[code]!;
  return withEvent(line, {
    ...event,
    scopes: {
      ...event.scopes,
      [FULL_EVENT_SCOPE]: {
        ...scope,
        markets: {
          ...scope.markets,
          [name]: {
            ...market,
            outcomes: { ...market.outcomes, [code]: { ...outcome, coefficient, updatedAt } },
          },
        },
      },
    },
  });
};

const liveEvents = (line: Sport): FeedEvent[] =>
  Object.values(line.categories).flatMap((c) =>
    Object.values(c.tournaments).flatMap((t) =>
      Object.values(t.events).filter((e) => e.status === "in_progress"),
    ),
  );

/**
 * The next state of a line: `changes` outcome prices moved on live events (copy on write, so unchanged
 * events stay the same objects, as a provider delivers them).
 */
export const moveOdds = (line: Sport, step: number, changes: number): Sport => {
  const live = liveEvents(line);
  let next = line;
  for (let k = 0; k < changes; k++) {
    const target = live[(step * 31 + k * 17) % live.length]!;
    const event = next.categories[target.categoryId]!.tournaments[target.tournamentId]!.events[target.id]!;
    const scope = event.scopes[FULL_EVENT_SCOPE]!;
    const name = Object.keys(scope.markets)[(step + k) % 8]!;
    const market = scope.markets[name]!;
    const code = Object.keys(market.outcomes)[k % 2]!;
    const outcome = market.outcomes[code]!;
    const coefficient = Math.round((outcome.coefficient + 0.01) * 100) / 100;
    next = withPrice(next, event, name, code, coefficient, step);
  }
  return next;
};
