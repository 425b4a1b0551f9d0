import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PurchasePrediction } from "../../../domain/tips/tipCommands";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { line, SOCCER } from "../../helpers/lineBuilder";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { call, expectOk, signedInUser } from "../accounts/accountsHarness";
import { publishTip, usersQuery } from "./tipsHarness";

/**
 * The marketplace's GraphQL queries: the comment reaches only the creator and buyers, pages follow their
 * cursor without repeats or gaps in each order, and a visitor sees the public view.
 */
const T0 = Date.UTC(2026, 10, 23, 12);
const EVENTS = ["a-0001", "b-0002", "c-0003", "d-0004", "e-0005"];
let server: TestServer;

const TIP_FIELDS =
  "id title comment odds purchasedTimes purchasedByViewer cost { amount currency } creator { id }";

const query = <T>(text: string, variables: Record<string, unknown>, token?: string) =>
  usersQuery<T>(server, text, variables, token);

interface Page {
  readonly tips: {
    readonly tips: ReadonlyArray<{ id: string; comment: string | null; purchasedTimes: number }>;
    readonly pageInfo: { endCursor: string | null; hasNextPage: boolean };
  };
}
const PAGE = `query Tips($first: Int, $after: String, $filter: TipsFilter) {
  tips(first: $first, after: $after, filter: $filter) { tips { ${TIP_FIELDS} } pageInfo { endCursor hasNextPage } }
}`;

beforeAll(async () => {
  server = await startTestServer({ provider: makeManualProvider([SOCCER], () => T0) });
  server.provider.push(
    SOCCER.id,
    line(
      SOCCER,
      EVENTS.map((id, index) => ({
        id,
        status: "not_started" as const,
        startTime: T0 + (index + 1) * 3_600_000,
      })),
    ),
  );
  await server.app.feed.settled();
}, 60_000);
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

describe("tips queries", () => {
  it("show the comment to the creator and buyers only", async () => {
    const [creator, buyer, other] = await Promise.all([
      signedInUser(server),
      signedInUser(server),
      signedInUser(server),
    ]);
    const id = await publishTip(server, creator.token.accessToken, {
      eventId: "a-0001",
      title: "Home win",
      comment: "Secret reasoning",
      cost: 25,
    });
    const one = (token?: string) =>
      query<{ tip: { comment: string | null; purchasedByViewer: boolean } }>(
        `query Tip($id: ID!) { tip(id: $id) { ${TIP_FIELDS} } }`,
        { id },
        token,
      );
    expect((await one()).tip.comment).toBeNull();
    expect((await one("not-a-token")).tip.comment).toBeNull();
    expect((await one(other.token.accessToken)).tip.comment).toBeNull();
    expect((await one(buyer.token.accessToken)).tip.comment).toBeNull();
    expect((await one(creator.token.accessToken)).tip.comment).toBe("Secret reasoning");
    expectOk(await call(server, PurchasePrediction, { predictionId: id }, buyer.token.accessToken));
    expect(await one(buyer.token.accessToken)).toMatchObject({
      tip: { comment: "Secret reasoning", purchasedByViewer: true },
    });
    expect((await one(other.token.accessToken)).tip.comment).toBeNull();
    // The lists hide it the same way, and the buyer's orders list it.
    const listed = await query<Page>(PAGE, { filter: { eventId: "a-0001" } });
    expect(listed.tips.tips.map((tip) => tip.comment)).toEqual([null]);
    const orders = await query<{ tipOrders: { tips: Array<{ id: string; comment: string }> } }>(
      `query { tipOrders { tips { id comment } } }`,
      {},
      buyer.token.accessToken,
    );
    expect(orders.tipOrders.tips).toEqual([{ id, comment: "Secret reasoning" }]);
    const none = await query<{ tipOrders: { tips: unknown[] } }>(`query { tipOrders { tips { id } } }`, {});
    expect(none.tipOrders.tips).toEqual([]);
  });

  it("pages through every tip once in each order", async () => {
    const users = await Promise.all(EVENTS.slice(1).map(() => signedInUser(server)));
    const buyer = await signedInUser(server);
    for (const [index, user] of users.entries()) {
      const id = await publishTip(server, user.token.accessToken, {
        eventId: EVENTS[index + 1]!,
        code: "X",
        title: `Tip ${index}`,
      });
      if (index % 2 === 0)
        expectOk(await call(server, PurchasePrediction, { predictionId: id }, buyer.token.accessToken));
    }
    for (const order of ["LAST_CREATED", "POPULAR", "NEAREST_START"]) {
      const seen: string[] = [];
      let after: string | null = null;
      for (let pages = 0; pages < 10; pages++) {
        const page: Page = await query<Page>(PAGE, { first: 2, after, filter: { order } });
        seen.push(...page.tips.tips.map((tip) => tip.id));
        if (!page.tips.pageInfo.hasNextPage) break;
        after = page.tips.pageInfo.endCursor;
      }
      const all = await query<Page>(PAGE, { first: 100, filter: { order } });
      expect(seen, order).toEqual(all.tips.tips.map((tip) => tip.id));
      expect(new Set(seen).size, order).toBe(EVENTS.length);
      if (order === "POPULAR") {
        const counts = all.tips.tips.map((tip) => tip.purchasedTimes);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }
    }
  });
});
