import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sport } from "../../../domain/feed/tree";
import { PurchasePrediction } from "../../../domain/tips/tipCommands";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { fakeStatistics } from "../../helpers/fakeStatistics";
import { line, SOCCER } from "../../helpers/lineBuilder";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { call, expectOk, signedInUser } from "../accounts/accountsHarness";
import { publishTip, usersQuery } from "./tipsHarness";

/**
 * The tips list's team filter (issue 9, the team page's Tips tab): tips published on an event carry its two
 * teams, so a team's list is exactly the tips on the events it plays, home or away, paged like every tips
 * list and seen as every list shows a tip; tips published before tips kept their teams get them from the
 * line or the statistics provider.
 */
const T0 = Date.UTC(2026, 10, 25, 12);
/** Arsenal at home in one match, away in the other; a third match without it. */
const MATCHES: Record<string, readonly [string, string]> = {
  "ars-che-01": ["arsenal", "chelsea"],
  "eve-ars-02": ["everton", "arsenal"],
  "eve-che-03": ["everton", "chelsea"],
};
let server: TestServer;

/** The test line with each match's participants set to its two teams. */
const lineWithTeams = (): Sport => {
  const sport = line(
    SOCCER,
    Object.keys(MATCHES).map((id, index) => ({
      id,
      status: "not_started" as const,
      startTime: T0 + (index + 1) * 3_600_000,
    })),
  );
  const tournament = sport.categories["cat-1"]!.tournaments["tour-1"]!;
  const events = Object.fromEntries(
    Object.entries(tournament.events).map(([id, event]) => {
      const [home, away] = MATCHES[id]!;
      return [
        id,
        {
          ...event,
          participants: [
            { shortId: "p1", teamId: home, name: home },
            { shortId: "p2", teamId: away, name: away },
          ],
        },
      ];
    }),
  );
  return {
    ...sport,
    categories: {
      "cat-1": {
        ...sport.categories["cat-1"]!,
        tournaments: { "tour-1": { ...tournament, events } },
      },
    },
  };
};

interface TeamPage {
  readonly tips: {
    readonly tips: ReadonlyArray<{
      readonly id: string;
      readonly comment: string | null;
      readonly selection: { readonly eventId: string };
    }>;
    readonly pageInfo: { readonly endCursor: string | null; readonly hasNextPage: boolean };
  };
}
const TEAM_PAGE = `query Tips($first: Int, $after: String, $filter: TipsFilter) {
  tips(first: $first, after: $after, filter: $filter) {
    tips { id comment selection { eventId } }
    pageInfo { endCursor hasNextPage }
  }
}`;

const teamPage = (variables: Record<string, unknown>, token?: string) =>
  usersQuery<TeamPage>(server, TEAM_PAGE, variables, token);

/** Every tip of a team's list, `size` at a time by cursor, in the order the pages gave them. */
const pageThrough = async (filter: Record<string, unknown>, size: number): Promise<string[]> => {
  const seen: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const page: TeamPage = await teamPage({ first: size, after, filter });
    seen.push(...page.tips.tips.map((tip) => tip.id));
    if (!page.tips.pageInfo.hasNextPage) return seen;
    after = page.tips.pageInfo.endCursor;
  }
  throw new Error("the pages did not end");
};

/** Tips published over RPC, `perMatch[id]` creators on each match; answers the tips' ids by match. */
const published = new Map<string, string[]>();
const creators: Array<Awaited<ReturnType<typeof signedInUser>>> = [];

beforeAll(async () => {
  server = await startTestServer({
    provider: makeManualProvider([SOCCER], () => T0),
    statistics: fakeStatistics().provider,
  });
  server.provider.push(SOCCER.id, lineWithTeams());
  await server.app.feed.settled();
  const perMatch: Record<string, number> = { "ars-che-01": 4, "eve-ars-02": 3, "eve-che-03": 2 };
  for (let n = 0; n < 4; n++) creators.push(await signedInUser(server));
  for (const [eventId, count] of Object.entries(perMatch)) {
    const ids: string[] = [];
    for (const creator of creators.slice(0, count)) {
      ids.push(
        await publishTip(server, creator.token.accessToken, {
          eventId,
          cost: 20,
          comment: `Why ${eventId}`,
        }),
      );
    }
    published.set(eventId, ids);
  }
}, 60_000);
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const tipsOn = (...eventIds: string[]) => eventIds.flatMap((id) => published.get(id) ?? []);

describe("the tips list's team filter", () => {
  it("lists exactly the tips on the team's events, home or away", async () => {
    const everyTip = (teamId: string) => teamPage({ first: 100, filter: { teamId } });
    const ids = async (teamId: string) => (await everyTip(teamId)).tips.tips.map((tip) => tip.id).sort();
    expect(await ids("arsenal")).toEqual(tipsOn("ars-che-01", "eve-ars-02").sort());
    expect(await ids("chelsea")).toEqual(tipsOn("ars-che-01", "eve-che-03").sort());
    expect(await ids("everton")).toEqual(tipsOn("eve-ars-02", "eve-che-03").sort());
    expect(await ids("nobody")).toEqual([]);
    // With the other filters, as any list: one of the team's events only.
    const one = await teamPage({ first: 100, filter: { teamId: "arsenal", eventId: "eve-ars-02" } });
    expect(one.tips.tips.map((tip) => tip.id).sort()).toEqual(tipsOn("eve-ars-02").sort());
  });

  it("pages through a team's tips exactly once, in each order", async () => {
    const expected = tipsOn("ars-che-01", "eve-ars-02");
    for (const order of ["LAST_CREATED", "POPULAR", "NEAREST_START"]) {
      const filter = { teamId: "arsenal", order };
      const seen = await pageThrough(filter, 3);
      const all = await teamPage({ first: 100, filter });
      expect(seen, order).toEqual(all.tips.tips.map((tip) => tip.id));
      expect(new Set(seen).size, order).toBe(seen.length);
      expect([...seen].sort(), order).toEqual([...expected].sort());
    }
    // The soonest match's tips first.
    const nearest = await pageThrough({ teamId: "arsenal", order: "NEAREST_START" }, 2);
    expect(new Set(nearest.slice(0, 4))).toEqual(new Set(tipsOn("ars-che-01")));
  });

  it("shows a tip as every list does: the comment to its creator and buyers only", async () => {
    const [creator] = creators;
    const buyer = await signedInUser(server);
    const tipId = published.get("eve-ars-02")![0]!;
    const commentOf = async (token?: string) =>
      (await teamPage({ first: 100, filter: { teamId: "arsenal" } }, token)).tips.tips.find(
        (tip) => tip.id === tipId,
      )?.comment;
    expect(await commentOf()).toBeNull();
    expect(await commentOf(buyer.token.accessToken)).toBeNull();
    expect(await commentOf(creator!.token.accessToken)).toBe("Why eve-ars-02");
    expectOk(await call(server, PurchasePrediction, { predictionId: tipId }, buyer.token.accessToken));
    expect(await commentOf(buyer.token.accessToken)).toBe("Why eve-ars-02");
  });

  it("lists a team's active tips after the start until they settle, and its settled ones apart", async () => {
    const active = await teamPage({ first: 100, filter: { teamId: "everton", status: "ACTIVE" } });
    expect(active.tips.tips).toHaveLength(tipsOn("eve-ars-02", "eve-che-03").length);
    const closed = await teamPage({ first: 100, filter: { teamId: "everton", status: "CLOSED" } });
    expect(closed.tips.tips).toEqual([]);
  });
});

describe("the tips' teams backfill", () => {
  /** Tips as they were stored before tips kept their teams: no team columns. */
  const insertOldTips = async (rows: ReadonlyArray<{ id: string; eventId: string; creatorId: string }>) => {
    for (const row of rows) {
      await server.driver.query(
        `INSERT INTO tips (id, creator_id, event_id, sport_id, event_start, scope_key, market_name, market_type,
           outcome_code, odds, title, comment, cost, created_at)
         VALUES ($1, $2, $3, $4, $5, 'full_event--0', '1x2--nil', '1x2', 'P1', 2.1, 'Old pick', 'Why', 0, $6)`,
        [row.id, row.creatorId, row.eventId, SOCCER.id, T0 + 90_000_000, T0 - 1_000],
      );
    }
  };
  const teamsOf = async (tipId: string) =>
    (
      await server.driver.query<{ home_team_id: string | null; away_team_id: string | null }>(
        "SELECT home_team_id, away_team_id FROM tips WHERE id = $1",
        [tipId],
      )
    )[0];

  it("gives old tips their event's teams from the line or the statistics, and leaves unknown events alone", async () => {
    const owner = await signedInUser(server);
    const other = await signedInUser(server);
    // The line knows the first match, the statistics provider a past match of its league (tm-0 v tm-1),
    // nothing knows the last.
    await insertOldTips([
      { id: "old-line", eventId: "eve-che-03", creatorId: owner.user.userId },
      { id: "old-stats", eventId: "ev-00000000000", creatorId: owner.user.userId },
      { id: "old-stats-2", eventId: "ev-00000000000", creatorId: other.user.userId },
      { id: "old-gone", eventId: "gone-0001", creatorId: owner.user.userId },
    ]);
    const ids = async (teamId: string) =>
      (await teamPage({ first: 100, filter: { teamId } })).tips.tips.map((tip) => tip.id);
    expect(await ids("tm-0")).toEqual([]);

    expect(await server.app.tipTeams.runOnce()).toEqual({ events: 3, known: 2, failed: 0, tips: 3 });
    expect(await teamsOf("old-line")).toEqual({ home_team_id: "everton", away_team_id: "chelsea" });
    expect(await teamsOf("old-stats")).toEqual({ home_team_id: "tm-0", away_team_id: "tm-1" });
    expect(await teamsOf("old-gone")).toEqual({ home_team_id: null, away_team_id: null });
    expect((await ids("tm-0")).sort()).toEqual(["old-stats", "old-stats-2"]);
    expect(await ids("tm-1")).toHaveLength(2);
    expect(await ids("everton")).toContain("old-line");
    // Published tips already had their teams: the backfill changed none of them.
    expect(await ids("arsenal")).toHaveLength(tipsOn("ars-che-01", "eve-ars-02").length);

    // Again: only the unknown event is left, and it stays unknown.
    expect(await server.app.tipTeams.runOnce()).toEqual({ events: 1, known: 0, failed: 0, tips: 0 });
  });
});
