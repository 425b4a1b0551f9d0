import { Layer, ManagedRuntime } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { StatisticsErrorCode } from "../../../../domain/statistics/statisticsErrors";
import { makeServiceSchema } from "../../../../server/graphql/serviceSchemas";
import { makeInProcessExecutor } from "../../../../server/graphql/statistics/inProcessStatistics";
import type { StatisticsDeps } from "../../../../server/graphql/statistics/statisticsSchemaParts";
import { makeLogger } from "../../../../server/log";
import { fakeStatistics } from "../../../helpers/fakeStatistics";

const { provider, matches, season } = fakeStatistics({ teams: 8, finished: 40 });
const deps: StatisticsDeps = {
  provider,
  runtime: ManagedRuntime.make(Layer.empty) as StatisticsDeps["runtime"],
  logger: makeLogger("silent"),
};
const run = makeInProcessExecutor(makeServiceSchema("statistics", { statistics: deps }), "statistics");

const SEASON_EVENTS = `
  query($seasonId: ID!, $first: Int, $after: String, $where: ListFilter, $orderBy: [ListOrder!]) {
    seasonEvents(seasonId: $seasonId, first: $first, after: $after, where: $where, orderBy: $orderBy) {
      nodes { id status round startTime }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor total }
    }
  }
`;

interface EventsPage {
  nodes: Array<{ id: string; status: string; round: number; startTime: number }>;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
    total: number;
  };
}

const ask = async (variables: Record<string, unknown>) => {
  const result = await run(SEASON_EVENTS, { seasonId: season.id, ...variables });
  return result as {
    data?: { seasonEvents: EventsPage } | null;
    errors?: ReadonlyArray<{ extensions?: { code?: string } }>;
  };
};

/** Every page from the first, following endCursor while hasNextPage. */
const walk = async (variables: Record<string, unknown>, first: number) => {
  const seen: string[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 1_000; guard++) {
    const { data, errors } = await ask({ ...variables, first, after });
    expect(errors).toBeUndefined();
    const page = data!.seasonEvents;
    expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
    expect(page.nodes.length).toBeLessThanOrEqual(first);
    seen.push(...page.nodes.map((n) => n.id));
    if (!page.pageInfo.hasNextPage) return { seen, total: page.pageInfo.total };
    after = page.pageInfo.endCursor;
  }
  throw new Error("paging did not end");
};

describe("Statistics paging (first/after)", () => {
  it("round-trips every item exactly once, in order, for any page size", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 100 }), async (first) => {
        const { seen, total } = await walk({}, first);
        expect(total).toBe(matches.length);
        expect(seen).toEqual(matches.map((m) => m.id));
      }),
      { numRuns: 40 },
    );
  });

  it("pages a filtered and ordered list the same way: results newest first, fixtures in order", async () => {
    const finished = matches.filter((m) => m.status === "finished");
    const results = await walk(
      {
        where: { and: [{ eq: { fieldPath: "status", value: "finished" } }] },
        orderBy: [{ fieldPath: "startTime", direction: "DESC" }],
      },
      7,
    );
    expect(results.total).toBe(finished.length);
    expect(results.seen).toEqual([...finished].reverse().map((m) => m.id));
    const fixtures = await walk({ where: { eq: { fieldPath: "status", value: "not_started" } } }, 9);
    expect(fixtures.seen).toEqual(matches.filter((m) => m.status === "not_started").map((m) => m.id));
  });

  it("filters on either side of a match by team", async () => {
    const { seen } = await walk({ where: { eq: { fieldPath: "teamId", value: "tm-3" } } }, 50);
    const expected = matches.filter((m) => m.home.id === "tm-3" || m.away.id === "tm-3").map((m) => m.id);
    expect(seen).toEqual(expected);
    expect(seen.length).toBe(14);
  });

  it("says the page info of a page: its cursors, and an empty page past the end", async () => {
    const first = await ask({ first: 5 });
    const info = first.data!.seasonEvents.pageInfo;
    expect(info).toMatchObject({ hasNextPage: true, hasPreviousPage: false, total: matches.length });
    expect(info.startCursor).not.toBeNull();
    const last = await walk({}, 1000 > matches.length ? 100 : 50);
    expect(last.seen.length).toBe(matches.length);
    const beyond = await ask({ first: 5, after: `c${(matches.length + 3).toString(36)}` });
    expect(beyond.data!.seasonEvents.nodes).toEqual([]);
    expect(beyond.data!.seasonEvents.pageInfo).toMatchObject({ hasNextPage: false, startCursor: null });
  });

  it("refuses a bad page size, cursor or field with the catalogue's codes", async () => {
    const codeOf = async (variables: Record<string, unknown>) =>
      (await ask(variables)).errors?.[0]?.extensions?.code;
    expect(await codeOf({ first: 0 })).toBe(StatisticsErrorCode.invalidPageSize);
    expect(await codeOf({ first: 101 })).toBe(StatisticsErrorCode.invalidPageSize);
    expect(await codeOf({ first: 5, after: "12" })).toBe(StatisticsErrorCode.invalidCursor);
    expect(await codeOf({ where: { eq: { fieldPath: "password", value: "x" } } })).toBe(
      StatisticsErrorCode.invalidField,
    );
    expect(await codeOf({ orderBy: [{ fieldPath: "nope", direction: "ASC" }] })).toBe(
      StatisticsErrorCode.invalidField,
    );
  });
});
