import type {
  Category,
  EventStatus,
  FeedEvent,
  Market,
  Scope,
  Sport,
  Tournament,
} from "../../../domain/feed/tree";

/**
 * Hand-made lines for the home queries: several categories and tournaments with their priorities, events
 * in every state, and markets given by type and prices.
 */
export interface MarketSpec {
  readonly type: string;
  readonly parameters?: Readonly<Record<string, string>>;
  /** Outcome code → coefficient, in reading order. */
  readonly prices: Readonly<Record<string, number>>;
  readonly locked?: boolean;
}

export interface EventSpec {
  readonly id: string;
  readonly status: EventStatus;
  readonly startTime: number;
  readonly score?: readonly [number, number];
  readonly penalties?: readonly [number, number];
  readonly markets?: ReadonlyArray<MarketSpec>;
  readonly minute?: number;
  readonly locked?: boolean;
}

export interface TournamentSpec {
  readonly id: string;
  readonly name: string;
  readonly priority: number;
  readonly events: ReadonlyArray<EventSpec>;
}

export interface CategorySpec {
  readonly id: string;
  readonly name: string;
  readonly priority: number;
  readonly tournaments: ReadonlyArray<TournamentSpec>;
}

const marketKey = ({ type, parameters = {} }: MarketSpec): string => {
  const keys = Object.keys(parameters).sort();
  return keys.length === 0
    ? `${type}--nil`
    : `${type}--${keys.map((k) => `${k}::${parameters[k]}`).join("__")}`;
};

const market = (eventId: string, spec: MarketSpec): Market => {
  const key = marketKey(spec);
  return {
    id: `${eventId}/${key}`,
    type: spec.type,
    parameters: { ...spec.parameters },
    locked: spec.locked ?? false,
    outcomes: Object.fromEntries(
      Object.entries(spec.prices).map(([code, coefficient]) => [
        code,
        { id: `${eventId}/${key}/${code}`, code, coefficient, locked: spec.locked ?? false, updatedAt: 1 },
      ]),
    ),
  };
};

const scoresScope = (
  type: Scope["type"],
  [home, away]: readonly [number, number],
  markets: Scope["markets"],
) => ({
  type,
  number: 0,
  locked: false,
  markets,
  scores: {
    "score--p1": { type: "score", teamId: "p1", value: home },
    "score--p2": { type: "score", teamId: "p2", value: away },
  },
});

export const DEFAULT_MARKETS: ReadonlyArray<MarketSpec> = [
  { type: "1x2", prices: { P1: 2.1, X: 3.3, P2: 3.6 } },
  { type: "over_under", parameters: { total: "2.5" }, prices: { over: 1.9, under: 1.9 } },
];

export const event = (
  sportId: string,
  categoryId: string,
  tournamentId: string,
  spec: EventSpec,
): FeedEvent => {
  const markets = Object.fromEntries(
    (spec.markets ?? DEFAULT_MARKETS).map((m) => [marketKey(m), market(spec.id, m)]),
  );
  const scopes: Record<string, Scope> = {
    "full_event--0": scoresScope("full_event", spec.score ?? [0, 0], markets),
  };
  if (spec.penalties) scopes["penalties--0"] = scoresScope("penalties", spec.penalties, {});
  return {
    id: spec.id,
    sportId,
    categoryId,
    tournamentId,
    startTime: spec.startTime,
    bb: false,
    status: spec.status,
    finishedAt: spec.status === "finished" ? spec.startTime + 6_600_000 : null,
    totalOutcomes: 5,
    participants: [
      { shortId: "p1", teamId: `${spec.id}-home`, name: `${spec.id} home` },
      { shortId: "p2", teamId: `${spec.id}-away`, name: `${spec.id} away` },
    ],
    extraInfo: spec.minute === undefined ? {} : { currentMinute: spec.minute },
    locked: spec.locked ?? false,
    currentScope: spec.status === "in_progress" ? { type: "half", number: 1 } : null,
    scopes,
  };
};

export interface SportInfoLike {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly priority: number;
  readonly kind: Sport["kind"];
}

export const sportLine = (sport: SportInfoLike, categories: ReadonlyArray<CategorySpec>): Sport => ({
  ...sport,
  categories: Object.fromEntries(
    categories.map((c): [string, Category] => [
      c.id,
      {
        id: c.id,
        sportId: sport.id,
        name: c.name,
        icon: c.id,
        slug: c.id,
        priority: c.priority,
        tournaments: Object.fromEntries(
          c.tournaments.map((t): [string, Tournament] => [
            t.id,
            {
              id: t.id,
              sportId: sport.id,
              categoryId: c.id,
              name: t.name,
              slug: t.id,
              priority: t.priority,
              cashOutAvailable: false,
              events: Object.fromEntries(t.events.map((e) => [e.id, event(sport.id, c.id, t.id, e)])),
            },
          ]),
        ),
      },
    ]),
  ),
});

const HOUR = 3_600_000;
/** 2026-11-23 12:00 UTC: the "now" of the scenario. */
export const T0 = Date.UTC(2026, 10, 23, 12, 0);

/**
 * A soccer line with something in every bucket. By tournament priority: archive 200 (finished only),
 * premier 100, laliga 90, championship 50, friendlies 0.
 */
export const scenarioCategories = (): CategorySpec[] => [
  {
    id: "england",
    name: "England",
    priority: 10,
    tournaments: [
      {
        id: "premier",
        name: "Premier League",
        priority: 100,
        events: [
          { id: "premier-live-01", status: "in_progress", startTime: T0 - HOUR, score: [2, 1], minute: 58 },
          { id: "premier-next-01", status: "not_started", startTime: T0 + 2 * HOUR },
          { id: "premier-tmrw-01", status: "not_started", startTime: T0 + 36 * HOUR },
          { id: "premier-done-01", status: "finished", startTime: T0 - 4 * HOUR, score: [0, 0] },
        ],
      },
      {
        id: "championship",
        name: "Championship",
        priority: 50,
        events: [{ id: "champ-live-001", status: "in_progress", startTime: T0 - HOUR / 2, score: [0, 1] }],
      },
      {
        id: "archive",
        name: "Archive Cup",
        priority: 200,
        events: [{ id: "archive-done-1", status: "finished", startTime: T0 - 5 * HOUR, score: [1, 1] }],
      },
    ],
  },
  {
    id: "spain",
    name: "Spain",
    priority: 8,
    tournaments: [
      {
        id: "laliga",
        name: "LaLiga",
        priority: 90,
        events: [
          { id: "laliga-next-01", status: "not_started", startTime: T0 + HOUR },
          // 23:30 UTC: still today in London, already tomorrow at UTC+2.
          { id: "laliga-late-01", status: "not_started", startTime: T0 + 11.5 * HOUR },
        ],
      },
    ],
  },
  {
    id: "world",
    name: "World",
    priority: 1,
    tournaments: [
      {
        id: "friendlies",
        name: "Friendlies",
        priority: 0,
        events: [
          {
            id: "friendly-live1",
            status: "in_progress",
            startTime: T0 - 2 * HOUR,
            score: [5, 4],
            penalties: [4, 3],
          },
        ],
      },
    ],
  },
];
