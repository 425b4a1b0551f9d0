import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { accessTokenOf, rpc, sportsNow, upcomingMatches, verifiedUser } from "./tipsterAccounts.ts";

/**
 * The ranking page and the home's tipster cards end to end on the real server and the built app, with the
 * demo tipsters off: the page's tabs and periods by the path and by its links, the spec's names only (a
 * 404 otherwise), FOLLOWING for a visitor; the home's popular tips made here; and a record settled here
 * (three tipsters' picks on one match, the sports clock moved past its end through /dev/sim/advance)
 * ranked on the page with each row's hooks and in the home's top 3.
 */
/** A verified account signed in over RPC: its id and access token. */
const tipster = async (page: Page, name: string, stamp: string) => {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${stamp}@example.com`;
  const { userId } = await verifiedUser(page, name, email);
  return { userId, token: await accessTokenOf(page.request, email) };
};

/** Matches with all three match-result prices open, soonest first. */
const openMatches = async (request: APIRequestContext) =>
  (await upcomingMatches(request)).filter((match) => Object.keys(match.outcomes).length === 3);

const tipOn = async (page: Page, token: string, outcomeHashPath: string, title: string) =>
  (
    await rpc(
      page.request,
      "/funsclub-users__api/rpc/create_prediction",
      { outcomeHashPath, title, comment: "Why", cost: 0 },
      token,
    )
  ).id as string;

test("the ranking page takes its tab and period from the path and its links", async ({ page, checkPage }) => {
  const answer = await page.goto("/en-us/tipsters-ranking/soccer/ALL/ALL_TIME");
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Soccer tipsters ranking");
  const tabs = page.getByRole("navigation", { name: "Ranking" });
  const periods = page.getByRole("navigation", { name: "Period" });
  await expect(tabs.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(periods.getByRole("link", { name: "All time" })).toHaveAttribute("aria-current", "page");
  // Every row that is there carries its hooks (rows need settled tips: see the rendering test).
  for (const row of await page.locator("li.ranking-row").all()) {
    await expect(row).toHaveAttribute("data-user-id", /.+/);
    await expect(row).toHaveAttribute("data-position", /^\d+$/);
  }
  await expect(page.getByRole("heading", { name: "How this ranking stays honest" })).toBeVisible();
  await checkPage("ranking page");

  // A tab, then a period, by the page's own links.
  await tabs.getByRole("link", { name: "Top profit" }).click();
  await expect(page).toHaveURL(/\/en-us\/tipsters-ranking\/soccer\/TOP_PROFIT\/ALL_TIME$/);
  await periods.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/\/en-us\/tipsters-ranking\/soccer\/TOP_PROFIT\/LAST_7_DAYS$/);
  await expect(tabs.getByRole("link", { name: "Top profit" })).toHaveAttribute("aria-current", "page");
  await expect(periods.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");

  // The same list by its address, as the server renders it.
  const direct = await page.goto("/en-us/tipsters-ranking/soccer/TOP_PROFIT/LAST_7_DAYS");
  expect(direct?.status()).toBe(200);
  await expect(
    page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "7 days" }),
  ).toHaveAttribute("aria-current", "page");
  await checkPage("ranking page, top profit over 7 days");

  // Streak has no period: the page says so and offers none.
  await page.goto("/en-us/tipsters-ranking/soccer/TOP_STREAK/LAST_7_DAYS");
  await expect(
    page.getByText("A streak is the current run of wins, so this list is always all time."),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Period" })).toHaveCount(0);

  // FOLLOWING is the viewer's: a visitor is asked to sign in and come back.
  await page.goto("/en-us/tipsters-ranking/soccer/FOLLOWING/ALL_TIME");
  await expect(page.getByText("Sign in to see the tipsters you follow ranked here.")).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    `/en-us/sign-in?redirect=${encodeURIComponent("/en-us/tipsters-ranking/soccer/FOLLOWING/ALL_TIME")}`,
  );
  await checkPage("ranking page, following as a visitor");

  // The sport alone leads to the whole ranking.
  await page.goto("/en-us/tipsters-ranking/soccer");
  await expect(page).toHaveURL(/\/en-us\/tipsters-ranking\/soccer\/ALL\/ALL_TIME$/);
});

test("a tab or period that is not one of the spec's names is the not-found page", async ({ page }) => {
  for (const path of [
    "/en-us/tipsters-ranking/soccer/top_profit/LAST_7_DAYS",
    "/en-us/tipsters-ranking/soccer/TOP_PROFIT/LAST_8_DAYS",
    "/en-us/tipsters-ranking/curling/ALL/ALL_TIME",
  ]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
});

test("home shows up to 5 popular tips, each with its hook, and a way to all of them", async ({
  page,
  checkPage,
}) => {
  const stamp = Date.now().toString(36);
  const rae = await tipster(page, "Rae Popular", stamp);
  const now = await sportsNow(page.request);
  // The latest matches: still on sale however far the sports clock moves during the test.
  const matches = (await openMatches(page.request)).filter((match) => match.startTime > now + 3_600_000);
  expect(matches.length, "two soccer matches an hour away or more").toBeGreaterThan(1);
  const made = [];
  for (const [n, match] of matches.slice(-2).entries())
    made.push(await tipOn(page, rae.token, match.outcomes.P1!, `Popular pick ${n} ${stamp}`));

  await page.goto("/en-us/");
  const tips = page.locator(".home-tips-card article[data-tip-id]");
  await expect(tips.first()).toBeVisible();
  expect(await tips.count()).toBeLessThanOrEqual(5);
  // The other specs make a tip or two at most, so both of these are among the 5.
  for (const id of made)
    await expect(page.locator(`.home-tips-card article[data-tip-id="${id}"]`)).toBeVisible();
  await expect(
    page.locator(".home-tips-card").getByRole("link", { name: "All Soccer tips" }),
  ).toHaveAttribute("href", "/en-us/tips/soccer");
  await checkPage("home with the popular tips");
});

test("a settled record ranks its tipsters on the page and in the home's top 3", async ({
  page,
  checkPage,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const tipsters = [
    await tipster(page, "Ana Home", stamp),
    await tipster(page, "Ben Draw", stamp),
    await tipster(page, "Cy Away", stamp),
  ];
  const now = await sportsNow(page.request);
  const match = (await openMatches(page.request)).find((candidate) => candidate.startTime > now + 300_000);
  expect(match, "a soccer match five minutes away or more").toBeDefined();
  // One pick each on the match: whatever the score, each is decided.
  for (const [n, code] of ["P1", "X", "P2"].entries())
    await tipOn(page, tipsters[n]!.token, match!.outcomes[code]!, `${code} ${stamp}`);
  // The sports clock past the start and three hours more: the match ends and its tips settle.
  const minutes = Math.ceil((match!.startTime - now) / 60_000) + 180;
  const advanced = await page.request.post("/dev/sim/advance", { data: { minutes } });
  expect(advanced.ok(), await advanced.text()).toBe(true);

  const ids = tipsters.map((t) => t.userId);
  // Settlement runs every 2 s and the ranking is refreshed soon after: the page shows them within a minute.
  await expect
    .poll(
      async () => {
        await page.goto("/en-us/tipsters-ranking/soccer/ALL/ALL_TIME");
        const listed = await page
          .locator("li.ranking-row")
          .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-user-id")));
        return ids.filter((id) => listed.includes(id)).length;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(3);
  const rows = page.locator("li.ranking-row");
  const positions = await rows.evaluateAll((list) =>
    list.map((row) => Number(row.getAttribute("data-position"))),
  );
  expect(positions).toEqual(positions.map((_, index) => index + 1));
  for (const id of ids) {
    const row = page.locator(`li.ranking-row[data-user-id="${id}"]`);
    await expect(row).toHaveAttribute("data-position", /^\d+$/);
    // One decided tip: listed with its sample, not yet on the top lists, no luck figure yet.
    await expect(row.locator(".ranking-row__main")).toHaveText("1");
    await expect(row).toContainText("Not yet on the top lists");
    await expect(row.getByRole("link")).toHaveAttribute("href", `/en-us/user-profile/${id}/view`);
  }
  await checkPage("ranking page with rows");
  // On a phone the secondary figures fold away and the row still reads.
  await page.setViewportSize({ width: 412, height: 915 });
  await expect(
    page.locator(`li.ranking-row[data-user-id="${ids[0]}"] .ranking-row__fact--extra`).first(),
  ).toBeHidden();
  await expect(page.locator(`li.ranking-row[data-user-id="${ids[0]}"]`)).toContainText("Luck");
  await page.setViewportSize({ width: 1440, height: 900 });

  // The home's top 3 of the same list.
  await page.goto("/en-us/");
  const top = page.locator(".home-tipsters-card li.ranking-row");
  await expect(top).toHaveCount(3);
  expect(await top.evaluateAll((list) => list.map((row) => row.getAttribute("data-position")))).toEqual([
    "1",
    "2",
    "3",
  ]);
  for (const row of await top.all()) await expect(row).toHaveAttribute("data-user-id", /.+/);
  await expect(
    page.locator(".home-tipsters-card").getByRole("link", { name: "Full ranking" }),
  ).toHaveAttribute("href", "/en-us/tipsters-ranking/soccer/ALL/ALL_TIME");
  await checkPage("home with the top 3");
});
