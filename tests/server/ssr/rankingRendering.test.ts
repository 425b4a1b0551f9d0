import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinPath } from "../../../domain/feed/ids";
import { parseSsrPayload, SSR_PAYLOAD_ID } from "../../../domain/ssr/ssrPayload";
import type { RankingRow } from "../../../domain/tips/rankingQuery";
import { MIN_SETTLED_FOR_RANKING, RANKING_TOP_LIMIT } from "../../../domain/tips/stats/ranking";
import { CreatePrediction } from "../../../domain/tips/tipCommands";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { homeTipsKey } from "../../../ui/app/homeCardsActors";
import { rankingPageKey } from "../../../ui/app/rankingActors";
import { createPageRenderer } from "../../../ui/app/ssr/entry-server";
import { mainSportByCode, sportIdOf } from "../../../ui/sports/mainSports";
import { INDEX_TEMPLATE } from "../../helpers/indexTemplate";
import { type EventSpec, line, SOCCER } from "../../helpers/lineBuilder";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { call, expectOk, signedInUser } from "../accounts/accountsHarness";
import { usersQuery } from "../tips/tipsHarness";

/**
 * The ranking page and the home's tipster cards rendered on the server over a record made through the real
 * path: tips created over RPC on a manual line, their events finished, the settlement run and the ranking
 * refresh, then the pages as a visitor gets them. Two tipsters pass the minimum of decided tips, one has
 * five lucky wins; two tips wait for a match still to come.
 */
const SOCCER_ID = sportIdOf(mainSportByCode("soccer")!);
const SPORT = { ...SOCCER, id: SOCCER_ID };
const T0 = Date.UTC(2026, 10, 10, 12);
const START = T0 + 3_600_000;
const SETTLED = 24;
const FUTURE = ["ev-future-1", "ev-future-2"];
let clock = T0;
let server: TestServer;
const ids: Record<"sharp" | "steady" | "lucky", string> = { sharp: "", steady: "", lucky: "" };
const futureTips: string[] = [];

const eventId = (n: number) => `ev-${String(n).padStart(3, "0")}`;
/** Home wins the even events, away the odd ones. */
const winner = (n: number) => (n % 2 === 0 ? "P1" : "P2");
const spec = (n: number, status: EventSpec["status"]): EventSpec => ({
  id: eventId(n),
  status,
  startTime: START,
  ...(status === "finished" ? (n % 2 === 0 ? { home: 2, away: 0 } : { home: 0, away: 1 }) : {}),
  coefficient: 1.6 + (n % 4) * 0.3,
});

const push = async (status: EventSpec["status"]) => {
  server.provider.push(
    SOCCER_ID,
    line(SPORT, [
      ...Array.from({ length: SETTLED }, (_, n) => spec(n, status)),
      ...FUTURE.map((id) => ({ id, status: "not_started" as const, startTime: T0 + 30 * 86_400_000 })),
    ]),
  );
  await server.app.feed.settled();
};

const tip = async (token: string, event: string, code: string, title = "Pick") =>
  expectOk<{ id: string }>(
    await call(
      server,
      CreatePrediction,
      {
        outcomeHashPath: joinPath(SOCCER_ID, "cat-1", "tour-1", event, "full_event--0", "1x2--nil", code),
        title,
        comment: "Why",
        cost: 0,
      },
      token,
    ),
  ).id;

const page = async (path: string) => {
  const answer = await fetch(`${server.url}${path}`);
  return { status: answer.status, html: await answer.text() };
};

/** Each row of a rendered list: its attributes and its HTML, in document order. */
const rowsOf = (html: string) =>
  [
    ...html.matchAll(
      /<li class="ranking-row[^"]*" data-user-id="([^"]+)" data-position="(\d+)">([\s\S]*?)<\/li>/g,
    ),
  ].map(([, userId, position, body]) => ({ userId: userId!, position: Number(position), body: body! }));

const payloadOf = (html: string) =>
  parseSsrPayload(
    new RegExp(`<script type="application/json" id="${SSR_PAYLOAD_ID}">(.*?)</script>`).exec(html)?.[1],
  );

const RANKING = /* GraphQL */ `
  query ($sportId: ID!, $tab: RankingTab!, $period: RankingPeriod!) {
    tipsterRanking(sportId: $sportId, tab: $tab, period: $period) { position userId }
  }
`;
const served = async (tab: string, period: string) =>
  (
    await usersQuery<{ tipsterRanking: Array<Pick<RankingRow, "position" | "userId">> }>(server, RANKING, {
      sportId: SOCCER_ID,
      tab,
      period,
    })
  ).tipsterRanking;

beforeAll(async () => {
  server = await startTestServer({
    provider: makeManualProvider([SPORT], () => clock),
    pages: { createPageRenderer, template: INDEX_TEMPLATE, manifest: {} },
  });
  await push("not_started");
  const [sharp, steady, lucky] = await Promise.all([
    signedInUser(server),
    signedInUser(server),
    signedInUser(server),
  ]);
  ids.sharp = sharp!.user.userId;
  ids.steady = steady!.user.userId;
  ids.lucky = lucky!.user.userId;
  for (let n = 0; n < SETTLED; n++) {
    const wins = winner(n);
    const loses = wins === "P1" ? "P2" : "P1";
    // sharp: right but on every fourth event; steady: right on every other one; lucky: five wins.
    await tip(sharp!.token.accessToken, eventId(n), n % 4 === 3 ? loses : wins);
    await tip(steady!.token.accessToken, eventId(n), n % 2 === 0 ? wins : "X");
    if (n < 5) await tip(lucky!.token.accessToken, eventId(n), wins);
  }
  futureTips.push(await tip(sharp!.token.accessToken, FUTURE[0]!, "P1", "Future home win"));
  futureTips.push(await tip(steady!.token.accessToken, FUTURE[1]!, "P2", "Future away win"));
  clock = START + 3 * 3_600_000;
  await push("finished");
  await server.app.tips.runOnce();
  // The refresher may be half-way through a pass begun before the settlement: the second is after it.
  await server.app.rankings.runOnce();
  await server.app.rankings.runOnce();
}, 120_000);
afterAll(async () => {
  await server?.close();
  await closeDatabases();
});

describe("the ranking page rendered on the server", () => {
  it("lists everyone with a settled tip, each row with its hooks, profile link, sample and luck", async () => {
    const { status, html } = await page("/en-us/tipsters-ranking/soccer/ALL/ALL_TIME");
    expect(status).toBe(200);
    const rows = rowsOf(html);
    expect(rows.map(({ userId, position }) => ({ userId, position }))).toEqual(
      await served("ALL", "ALL_TIME"),
    );
    expect(new Set(rows.map((row) => row.userId))).toEqual(new Set(Object.values(ids)));
    for (const row of rows) {
      expect(row.body).toContain(`href="/en-us/user-profile/${row.userId}/view"`);
      expect(row.body).toContain("Luck");
      expect(row.body).toContain("Buyers&#x27; net");
    }
    const lucky = rows.find((row) => row.userId === ids.lucky)!;
    // Five decided tips: on the list with its sample, not yet on the top lists, and no luck figure.
    expect(lucky.body).toMatch(/ranking-row__main">5</);
    expect(lucky.body).toContain("Not yet on the top lists");
    expect(lucky.body).toContain(`from ${MIN_SETTLED_FOR_RANKING} tips`);
    // The note's numbers are the rule's, from domain.
    expect(html).toContain(`at least ${MIN_SETTLED_FOR_RANKING} decided tips`);
    expect(html).toContain(`The top ${RANKING_TOP_LIMIT} are listed`);
    expect(html).not.toMatch(/<[^>]+ style="/);

    const snapshot = payloadOf(html)?.snapshots[
      rankingPageKey({ sportId: SOCCER_ID, tab: "ALL", period: "ALL_TIME", limit: RANKING_TOP_LIMIT })
    ] as { value: string; context: { rows: RankingRow[] } };
    expect(snapshot.value).toBe("loaded");
    expect(snapshot.context.rows.map((row) => row.userId)).toEqual(rows.map((row) => row.userId));
  });

  it("takes the tab and period from the path: TOP_PROFIT over 7 days places the qualified only", async () => {
    const { status, html } = await page("/en-us/tipsters-ranking/soccer/TOP_PROFIT/LAST_7_DAYS");
    expect(status).toBe(200);
    const rows = rowsOf(html);
    expect(rows.map(({ userId, position }) => ({ userId, position }))).toEqual(
      await served("TOP_PROFIT", "LAST_7_DAYS"),
    );
    expect(rows.map((row) => row.userId)).toEqual([ids.sharp, ids.steady]);
    // The current tab and period are marked, each a link to its own address.
    const current = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)<\/a>/g)].map((m) => m[0]);
    expect(current.find((link) => link.endsWith(">Top profit</a>"))).toContain(
      'href="/en-us/tipsters-ranking/soccer/TOP_PROFIT/LAST_7_DAYS"',
    );
    expect(current.find((link) => link.endsWith(">7 days</a>"))).toContain(
      'href="/en-us/tipsters-ranking/soccer/TOP_PROFIT/LAST_7_DAYS"',
    );
  });

  it("orders TOP_WIN_RATE by the Wilson bound and shows it on each row", async () => {
    const { html } = await page("/en-us/tipsters-ranking/soccer/TOP_WIN_RATE/ALL_TIME");
    const rows = rowsOf(html);
    expect(rows.map(({ userId, position }) => ({ userId, position }))).toEqual(
      await served("TOP_WIN_RATE", "ALL_TIME"),
    );
    expect(rows.length).toBe(2);
    for (const row of rows) expect(row.body).toMatch(/at least \d+(\.\d)?%/);
  });

  it("says TOP_STREAK is all time, whatever the path's period, and offers no other period", async () => {
    const { status, html } = await page("/en-us/tipsters-ranking/soccer/TOP_STREAK/LAST_7_DAYS");
    expect(status).toBe(200);
    expect(html).toContain("this list is always all time");
    expect(html).not.toContain('href="/en-us/tipsters-ranking/soccer/TOP_STREAK/LAST_3_DAYS"');
    expect(rowsOf(html).map(({ userId, position }) => ({ userId, position }))).toEqual(
      await served("TOP_STREAK", "ALL_TIME"),
    );
  });

  it("asks a visitor to sign in on FOLLOWING, with no rows", async () => {
    const { status, html } = await page("/en-us/tipsters-ranking/soccer/FOLLOWING/ALL_TIME");
    expect(status).toBe(200);
    expect(rowsOf(html)).toEqual([]);
    expect(html).toContain("Sign in to see the tipsters you follow ranked here.");
    expect(html).toContain(
      `href="/en-us/sign-in?redirect=${encodeURIComponent("/en-us/tipsters-ranking/soccer/FOLLOWING/ALL_TIME")}"`,
    );
  });

  it("answers 404 for a tab, period or sport that is not one of the spec's names", async () => {
    for (const path of [
      "/en-us/tipsters-ranking/soccer/top_profit/ALL_TIME",
      "/en-us/tipsters-ranking/soccer/TOP/ALL_TIME",
      "/en-us/tipsters-ranking/soccer/ALL/LAST_1_DAYS",
      "/en-us/tipsters-ranking/curling/ALL/ALL_TIME",
    ])
      expect((await page(path)).status, path).toBe(404);
  });

  it("answers the default tab and period with a redirect to them, not an empty page", async () => {
    for (const [path, target] of [
      ["/en-us/tipsters-ranking/soccer", "/en-us/tipsters-ranking/soccer/ALL/ALL_TIME"],
      ["/es-es/tipsters-ranking/tennis/TOP_PROFIT", "/es-es/tipsters-ranking/tennis/TOP_PROFIT/ALL_TIME"],
    ] as const) {
      const answer = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(answer.status, path).toBe(302);
      expect(new URL(answer.headers.get("location")!, server.url).pathname, path).toBe(target);
    }
  });
});

describe("the home page's tipster cards rendered on the server", () => {
  it("show the top 3 of the ALL tab and the popular tips on sale, each with its hook", async () => {
    const { status, html } = await page("/en-us/");
    expect(status).toBe(200);
    const top = (await served("ALL", "ALL_TIME")).slice(0, 3);
    expect(rowsOf(html).map(({ userId, position }) => ({ userId, position }))).toEqual(top);
    for (const id of futureTips) expect(html).toMatch(new RegExp(`<article[^>]*data-tip-id="${id}"`));
    expect(html).toContain('href="/en-us/tipsters-ranking/soccer/ALL/ALL_TIME"');
    expect(html).toContain('href="/en-us/tips/soccer"');
    const snapshots = payloadOf(html)?.snapshots ?? {};
    expect(Object.keys(snapshots)).toEqual(
      expect.arrayContaining([
        rankingPageKey({ sportId: SOCCER_ID, tab: "ALL", period: "ALL_TIME", limit: 3 }),
        homeTipsKey(SOCCER_ID),
      ]),
    );
  });
});
