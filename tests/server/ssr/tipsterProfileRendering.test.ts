import { beforeAll, describe, expect, it } from "vitest";
import { CreatePrediction } from "../../../domain/tips/tipCommands";
import type { TipCard } from "../../../domain/tips/tipsQuery";
import { tipsterProfileKey, tipsterTipsKey } from "../../../ui/app/tipsterProfileActors";
import {
  openMatchResultPath,
  renderingServerForFile,
  SOCCER_ID,
  ssrPayloadOf,
  upcomingSoccerEvents,
} from "../../helpers/marketplaceRendering";
import { call, expectOk, signIn, verifiedUser } from "../accounts/accountsHarness";

/** At speed 60 a sports hour is a real minute: a match this far away stays open through the set-up. */
const KICK_OFF_MARGIN_MS = 3_600_000;
// NOTE: no HTML cache: past a page's second of life its stale copy is still served for five more while
// a fresh one renders behind it, so the closed tips asked again after the settlement could be the copy
// from before it (the test failed whenever it ran in under six seconds).
const { server, accounts } = renderingServerForFile("ssr-tipster", { HTML_CACHE: "off" });
let tipsterId: string;
let tipId: string;
let tipStart: number;

/**
 * An open match-result price on the soccer match that starts soonest after an hour from now, and its
 * start: the last test plays the match out on the simulator's clock.
 */
const upcomingOutcome = (): { readonly path: string; readonly startTime: number } | undefined => {
  const earliest = server().provider.now() + KICK_OFF_MARGIN_MS;
  let best: { readonly path: string; readonly startTime: number } | undefined;
  for (const event of upcomingSoccerEvents(server())) {
    if (event.startTime < earliest || (best && event.startTime >= best.startTime)) continue;
    const path = openMatchResultPath(event);
    if (path) best = { startTime: event.startTime, path };
  }
  return best;
};

const page = async (path: string) => {
  const answer = await fetch(`${server().url}/en-us/user-profile/${path}`);
  return { status: answer.status, html: await answer.text() };
};

beforeAll(async () => {
  const tipster = await verifiedUser(accounts(), { name: "Tia Tipster" });
  tipsterId = tipster.userId;
  const outcome = upcomingOutcome();
  expect(outcome, "an upcoming soccer match").toBeDefined();
  tipStart = outcome!.startTime;
  tipId = expectOk<{ id: string }>(
    await call(
      accounts(),
      CreatePrediction,
      {
        outcomeHashPath: outcome!.path,
        title: "Home win at a price",
        comment: "Secret reasoning",
        cost: 25,
      },
      (await signIn(accounts(), tipster)).accessToken,
    ),
  ).id;
}, 60_000);

describe("a tipster's profile rendered on the server", () => {
  it("arrives with the head, the active tips count and the active tip's card, without its comment", async () => {
    const { status, html } = await page(`${tipsterId}/view`);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1 class="tipster-header__name">Tia Tipster<\/h1>/);
    // Followers, following, active tips: 0, 0 and 1.
    expect(html).toMatch(/<dt>Active tips<\/dt><dd class="tipster-header__count-value">1<\/dd>/);
    const article = new RegExp(`<article[^>]*data-tip-id="${tipId}"[^>]*>([\\s\\S]*?)</article>`).exec(
      html,
    )?.[1];
    expect(article).toContain("Home win at a price");
    expect(article).not.toContain("Secret reasoning");
    // The default tab is the active tips of the default sport; a visitor has no bought-tips tab.
    expect(html).toMatch(/aria-current="page" href="[^"]*\/view\/active-tips\/soccer">Active tips<\/a>/);
    expect(html).not.toContain("Bought tips");
    expect(html).not.toMatch(/<[^>]+ style="/);

    const { snapshots } = ssrPayloadOf(html)!;
    const profile = snapshots[tipsterProfileKey({ userId: tipsterId, sportId: SOCCER_ID })] as {
      value: unknown;
      context: { user: { name: string; predictionsStatistics: { activeTipsCount: number } } };
    };
    expect(profile.value).toEqual({ loaded: "idle" });
    expect(profile.context.user).toMatchObject({
      name: "Tia Tipster",
      predictionsStatistics: { activeTipsCount: 1 },
    });
    const tips = snapshots[tipsterTipsKey({ list: "active", userId: tipsterId, sportId: SOCCER_ID })] as {
      value: string;
      context: { tips: TipCard[] };
    };
    expect(tips.value).toBe("loaded");
    expect(tips.context.tips.map((tip) => [tip.id, tip.comment])).toEqual([[tipId, null]]);
  });

  it("renders the statistics tab with the Tipster card for all time, and an empty closed list", async () => {
    const statistics = await page(`${tipsterId}/view/statistics/soccer`);
    expect(statistics.status).toBe(200);
    expect(statistics.html).toContain("Tipster card");
    expect(statistics.html).toContain("Period: All time");
    // No settled tip yet: no win rate, one active tip.
    expect(statistics.html).toMatch(
      /<dt class="tipster-figure__label">Active<\/dt><dd class="tipster-figure__value">1<\/dd>/,
    );
    expect(statistics.html).not.toContain("data-tip-id");

    const closed = await page(`${tipsterId}/view/closed-tips/soccer`);
    expect(closed.status).toBe(200);
    expect(closed.html).toContain("No closed tips yet");
  });

  it("renders the bought tips for no one: the browser decides who may see them", async () => {
    const { status, html } = await page(`${tipsterId}/view/tip-orders/soccer`);
    expect(status).toBe(200);
    expect(html).toContain("Tia Tipster");
    expect(html).not.toContain("data-tip-id");
    expect(html).toContain('aria-busy="true"');
  });

  it("answers 404 for an unknown user, tab or sport", async () => {
    expect((await page("00000000-0000-4000-8000-000000000000/view")).status).toBe(404);
    expect((await page(`${tipsterId}/view/drafts/soccer`)).status).toBe(404);
    expect((await page(`${tipsterId}/view/active-tips/curling`)).status).toBe(404);
  });

  it("once the match is over, lists the tip among the closed tips with its result and counts it", async () => {
    // The match plays out on the simulator's clock, a quarter of an hour at a time, and the settlement
    // run records its result.
    while (server().provider.now() < tipStart + 4 * 3_600_000) server().provider.advance(15 * 60_000);
    await server().app.feed.settled();
    expect(await server().app.tips.runOnce()).toBeGreaterThanOrEqual(1);

    const closed = await page(`${tipsterId}/view/closed-tips/soccer`);
    expect(closed.status).toBe(200);
    const entry = new RegExp(
      `<p class="tipster-tip__outcome" data-result="(won|lost|void|half_won|half_lost)">[\\s\\S]*?<article[^>]*data-tip-id="${tipId}"`,
    ).exec(closed.html);
    expect(entry, "the tip's result above its card").not.toBeNull();
    expect(closed.html).toMatch(/<dt>Active tips<\/dt><dd class="tipster-header__count-value">0<\/dd>/);
    // Past its start, a settled tip is not on sale.
    expect(closed.html).not.toContain("Unlock for 25 FUN");

    const statistics = await page(`${tipsterId}/view/statistics/soccer`);
    expect(statistics.html).toMatch(
      /<dt class="tipster-figure__label">Settled tips<\/dt><dd class="tipster-figure__value">1<\/dd>/,
    );
    expect(statistics.html).toMatch(/<li class="tip-result tip-result--(won|lost|void|half_won|half_lost)">/);
  }, 60_000);
});
