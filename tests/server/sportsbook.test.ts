import { Effect, Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../domain/rpc/clientErrors";
import { SportsbookErrorCode } from "../../domain/sportsbook/homeArguments";
import { TOP_TOURNAMENTS_MAX_SIZE } from "../../domain/sportsbook/homeLimits";
import { HOME_TOP_QUERY, HomeTopAnswer } from "../../domain/sportsbook/homeQuery";
import { makeManualProvider } from "../../server/provider/manualProvider";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient";
import { scenarioCategories, sportLine, T0 } from "../domain/sportsbook/sportsbookLine";
import { SOCCER, TENNIS } from "../helpers/lineBuilder";
import { closeDatabases } from "../helpers/testDatabase";
import { startTestServer, type TestServer } from "../helpers/testServer";

/**
 * The Sportsbook service's home queries against the real server in process: a hand-made soccer line
 * pushed through the feed engine, the provider's clock fixed at T0 (2026-11-23 12:00 UTC).
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    provider: makeManualProvider([SOCCER, TENNIS], () => T0),
    graphqlCacheMs: 0,
  });
  server.provider.push(SOCCER.id, sportLine(SOCCER, scenarioCategories()));
  await server.app.feed.settled();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

interface GraphqlAnswer {
  readonly data?: Record<string, unknown> | null;
  readonly errors?: ReadonlyArray<{ message: string; extensions?: { code?: string; type?: string } }>;
}

const graphql = async (query: string, variables: Record<string, unknown>): Promise<GraphqlAnswer> => {
  const response = await fetch(`${server.url}/graphql/sportsbook`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlAnswer;
};

const TOP_EVENT_IDS =
  "query Q($sportId: ID!, $offset: Int!) { topEvents(sportId: $sportId, timeZoneOffset: $offset) { id } }";
const TOP_TOURNAMENT_IDS =
  "query Q($sportId: ID!, $size: Int) { topTournaments(sportId: $sportId, size: $size) { id } }";

const topEventIds = async (offset: number) => {
  const answer = await graphql(TOP_EVENT_IDS, { sportId: SOCCER.id, offset });
  expect(answer.errors).toBeUndefined();
  const events = answer.data?.topEvents as Array<{ id: string }> | undefined;
  expect(events).toBeDefined();
  return events!.map((event) => event.id);
};

const errorOf = (answer: GraphqlAnswer) => {
  expect(answer.data ?? null).toBeNull();
  const [first] = answer.errors ?? [];
  expect(first).toBeDefined();
  return first!;
};

describe("topEvents", () => {
  it("lists live events, then today's upcoming ones, each by tournament priority", async () => {
    expect(await topEventIds(0)).toEqual([
      "premier-live-01",
      "champ-live-001",
      "friendly-live1",
      "premier-next-01",
      "laliga-next-01",
      "laliga-late-01",
    ]);
  });

  it("takes today in the caller's time zone", async () => {
    // UTC+2: 23:30 UTC is already tomorrow.
    expect(await topEventIds(7200)).not.toContain("laliga-late-01");
    // UTC+13:45 (Chatham in summer): it is 01:45 on 24 November, so the 23:30 UTC kick-off is today and
    // the one 36 hours ahead (13:45 on the 25th) is not.
    const chatham = await topEventIds(13 * 3600 + 45 * 60);
    expect(chatham).toContain("laliga-late-01");
    expect(chatham).not.toContain("premier-tmrw-01");
  });

  it("answers what a row needs, in the shape the client decodes", async () => {
    const answer = await graphql(HOME_TOP_QUERY, { sportId: SOCCER.id, timeZoneOffset: 0, size: 5 });
    expect(answer.errors).toBeUndefined();
    const { topEvents } = Schema.decodeUnknownSync(HomeTopAnswer)(answer.data);
    const live = topEvents[0]!;
    expect(live).toMatchObject({
      id: "premier-live-01",
      status: "in_progress",
      displayStatus: "live",
      currentMinute: 58,
      tournament: { id: "premier", name: "Premier League", priority: 100 },
      category: { id: "england", name: "England" },
      score: { home: { text: "2" }, away: { text: "1" }, leader: "home" },
      mainMarket: { type: "1x2", locked: false },
    });
    expect(live.participants.map((p) => p.shortId)).toEqual(["p1", "p2"]);
    expect(live.mainMarket?.outcomes.map((o) => [o.code, o.coefficient])).toEqual([
      ["P1", 2.1],
      ["X", 3.3],
      ["P2", 3.6],
    ]);
    const shootOut = topEvents.find((event) => event.id === "friendly-live1")!;
    expect(shootOut.score?.home.text).toBe("1 (4)");
    const upcoming = topEvents.find((event) => event.id === "premier-next-01")!;
    expect(upcoming).toMatchObject({ status: "not_started", displayStatus: "not_started", score: null });
  });

  it("answers from the line's current version: a changed line changes both answers, and back", async () => {
    const events = await topEventIds(0);
    const tournaments = await graphql(TOP_TOURNAMENT_IDS, { sportId: SOCCER.id, size: 5 });
    expect(events.length).toBeGreaterThan(0);
    server.provider.push(SOCCER.id, sportLine(SOCCER, []));
    await server.app.feed.settled();
    expect(await topEventIds(0)).toEqual([]);
    expect(await graphql(TOP_TOURNAMENT_IDS, { sportId: SOCCER.id, size: 5 })).toEqual({
      data: { topTournaments: [] },
    });
    server.provider.push(SOCCER.id, sportLine(SOCCER, scenarioCategories()));
    await server.app.feed.settled();
    expect(await topEventIds(0)).toEqual(events);
    expect(await graphql(TOP_TOURNAMENT_IDS, { sportId: SOCCER.id, size: 5 })).toEqual(tournaments);
  });

  it("is empty for a known sport without a line", async () => {
    const answer = await graphql(TOP_EVENT_IDS, { sportId: TENNIS.id, offset: 0 });
    expect(answer).toEqual({ data: { topEvents: [] } });
  });
});

describe("topTournaments", () => {
  const ids = async (size: unknown) => {
    const answer = await graphql(TOP_TOURNAMENT_IDS, { sportId: SOCCER.id, size });
    expect(answer.errors).toBeUndefined();
    const tournaments = answer.data?.topTournaments as Array<{ id: string }> | undefined;
    expect(tournaments).toBeDefined();
    return tournaments!.map((t) => t.id);
  };

  it("ranks tournaments with live or upcoming events by priority, 5 by default", async () => {
    // The archive cup has the top priority but nothing left to play.
    expect(await ids(undefined)).toEqual(["premier", "laliga", "championship", "friendlies"]);
    expect(await ids(null)).toEqual(["premier", "laliga", "championship", "friendlies"]);
    expect(await ids(2)).toEqual(["premier", "laliga"]);
  });

  it("counts each tournament's live, upcoming and listed events", async () => {
    const answer = await graphql(HOME_TOP_QUERY, { sportId: SOCCER.id, timeZoneOffset: 0, size: 1 });
    const { topTournaments } = Schema.decodeUnknownSync(HomeTopAnswer)(answer.data);
    expect(topTournaments).toEqual([
      {
        id: "premier",
        sportId: SOCCER.id,
        name: "Premier League",
        slug: "premier",
        priority: 100,
        category: { id: "england", name: "England", icon: "england", slug: "england" },
        liveEventCount: 1,
        upcomingEventCount: 2,
        eventCount: 4,
      },
    ]);
  });
});

describe("invalid variables", () => {
  it.each([0, -1, TOP_TOURNAMENTS_MAX_SIZE + 1])("refuses size %s with a catalogue error", async (size) => {
    const error = errorOf(await graphql(TOP_TOURNAMENT_IDS, { sportId: SOCCER.id, size }));
    expect(error.extensions).toEqual({ code: SportsbookErrorCode.invalidArgument, type: "BAD_REQUEST" });
    expect(error.message).toContain(`between 1 and ${TOP_TOURNAMENTS_MAX_SIZE}`);
  });

  // Only real zones' offsets: quarter hours between UTC-12 and UTC+14 (domain/feed/timeZoneOffset.ts).
  it.each([50_401, -50_401, -50_400, 3_601, 2_000_000_000])("refuses the offset %s", async (offset) => {
    const error = errorOf(await graphql(TOP_EVENT_IDS, { sportId: SOCCER.id, offset }));
    expect(error.extensions?.code).toBe(SportsbookErrorCode.invalidArgument);
  });

  it("refuses an empty or unknown sport", async () => {
    const empty = errorOf(await graphql(TOP_EVENT_IDS, { sportId: "", offset: 0 }));
    expect(empty.extensions?.code).toBe(SportsbookErrorCode.invalidArgument);
    const unknown = errorOf(await graphql(TOP_TOURNAMENT_IDS, { sportId: "no-such-sport", size: 5 }));
    // NOTE: no `locations`: the compiled execution (graphql-jit) leaves them out of a resolver's error, and
    // the path says the same; the client reads the code.
    expect(unknown).toEqual({
      message: "Sport with id no-such-sport not found",
      path: ["topTournaments"],
      extensions: { code: SportsbookErrorCode.sportNotFound, type: "NOT_FOUND" },
    });
  });

  it("lets GraphQL refuse values of the wrong type, missing ones, and non-integer offsets", async () => {
    for (const variables of [
      { sportId: SOCCER.id, offset: "noon" },
      { sportId: SOCCER.id, offset: 3600.5 },
      { sportId: SOCCER.id },
      { offset: 0 },
    ]) {
      const answer = await graphql(TOP_EVENT_IDS, variables);
      expect(answer.errors?.[0]?.message).toMatch(/Variable "\$(offset|sportId)"/);
      expect(JSON.stringify(answer)).not.toMatch(/\bat .+\.(ts|js):\d+/);
    }
  });

  it("keeps serving after bad requests", async () => {
    await graphql(TOP_EVENT_IDS, { sportId: "", offset: 1e9 });
    expect(await topEventIds(0)).toHaveLength(6);
  });
});

describe("the client's persisted-query GET", () => {
  it("loads the home query through GraphqlClient, learning the hash on the first call", async () => {
    const load = Effect.gen(function* () {
      const client = yield* GraphqlClient;
      return yield* client.query("sportsbook", HOME_TOP_QUERY, {
        sportId: SOCCER.id,
        timeZoneOffset: -3600,
        size: 5,
      });
    }).pipe(Effect.provide(GraphqlClient.layer({ baseUrl: server.url })));
    for (let call = 0; call < 2; call++) {
      const answer = Schema.decodeUnknownSync(HomeTopAnswer)(await Effect.runPromise(load));
      expect(answer.topEvents.map((event) => event.id)).toContain("laliga-late-01");
      expect(answer.topTournaments).toHaveLength(4);
    }
    const learned = await server.driver.query<{ query: string }>("SELECT query FROM persisted_queries");
    expect(learned.map((row) => row.query).some((query) => query.includes("topEvents"))).toBe(true);
  });

  it("fails with the catalogue code the machine sees", async () => {
    const failure = await Effect.runPromise(
      Effect.gen(function* () {
        const client = yield* GraphqlClient;
        return yield* client.query("sportsbook", HOME_TOP_QUERY, {
          sportId: "nope",
          timeZoneOffset: 0,
          size: 5,
        });
      }).pipe(Effect.flip, Effect.provide(GraphqlClient.layer({ baseUrl: server.url }))),
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).errors[0]?.code).toBe(SportsbookErrorCode.sportNotFound);
  });
});
