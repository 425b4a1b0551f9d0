import type { EventStatus, FeedEvent, Market, Sport } from "../../domain/feed/tree";

/** Small hand-made lines for feed tests: one sport, one category, one tournament, a few events. */
export const SOCCER = {
  id: "sport-soccer-0001",
  code: "soccer",
  name: "Soccer",
  priority: 10000,
  kind: "base" as const,
};
export const TENNIS = {
  id: "sport-tennis-0002",
  code: "tennis",
  name: "Tennis",
  priority: 9950,
  kind: "base" as const,
};

const market = (eventId: string, coefficient: number, locked = false): Market => ({
  id: `${eventId}-1x2`,
  type: "1x2",
  parameters: {},
  locked,
  outcomes: {
    P1: { id: `${eventId}-P1`, code: "P1", coefficient, locked, updatedAt: 1 },
    X: { id: `${eventId}-X`, code: "X", coefficient: 3.2, locked, updatedAt: 1 },
    P2: { id: `${eventId}-P2`, code: "P2", coefficient: 3.9, locked, updatedAt: 1 },
  },
});

export interface EventSpec {
  readonly id: string;
  readonly status: EventStatus;
  readonly startTime: number;
  readonly home?: number;
  readonly away?: number;
  readonly coefficient?: number;
}

export const feedEvent = (sportId: string, spec: EventSpec): FeedEvent => ({
  id: spec.id,
  sportId,
  categoryId: "cat-1",
  tournamentId: "tour-1",
  startTime: spec.startTime,
  bb: false,
  status: spec.status,
  finishedAt: spec.status === "finished" ? spec.startTime + 6_600_000 : null,
  totalOutcomes: 3,
  participants: [
    { shortId: "p1", teamId: `${spec.id}-h`, name: "Home" },
    { shortId: "p2", teamId: `${spec.id}-a`, name: "Away" },
  ],
  extraInfo: spec.status === "in_progress" ? { currentMinute: 10 } : {},
  locked: false,
  currentScope: spec.status === "in_progress" ? { type: "half", number: 1 } : null,
  scopes: {
    "full_event--0": {
      type: "full_event",
      number: 0,
      locked: false,
      markets: spec.status === "finished" ? {} : { "1x2--nil": market(spec.id, spec.coefficient ?? 2.1) },
      scores: {
        "score--p1": { type: "score", teamId: "p1", value: spec.home ?? 0 },
        "score--p2": { type: "score", teamId: "p2", value: spec.away ?? 0 },
      },
    },
  },
});

export const line = (sport: typeof SOCCER, events: ReadonlyArray<EventSpec>): Sport => ({
  ...sport,
  categories: {
    "cat-1": {
      id: "cat-1",
      sportId: sport.id,
      name: "England",
      icon: "gb",
      slug: "england",
      priority: 1,
      tournaments: {
        "tour-1": {
          id: "tour-1",
          sportId: sport.id,
          categoryId: "cat-1",
          name: "Premier League",
          slug: "premier-league",
          priority: 1,
          cashOutAvailable: true,
          events: Object.fromEntries(events.map((spec) => [spec.id, feedEvent(sport.id, spec)])),
        },
      },
    },
  },
});
