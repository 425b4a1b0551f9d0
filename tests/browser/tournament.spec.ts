import type { Page } from "@playwright/test";
import { type CheckPage, expect, test } from "./fixtures.ts";

/**
 * A soccer league's tournament page on the real server and the built app (issue 9): from the leagues
 * page to the league, its standings (scopes, the appearance sheet) and its results (stepping back a
 * round), at a phone's size and a desktop's; then the standings and the earlier round by their
 * addresses, as the server renders them. The fixture's checks run axe and the hydration check on each.
 */
const SIZES = [
  { name: "phone", width: 412, height: 915 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

const openLeague = async (page: Page, checkPage: CheckPage) => {
  const answer = await page.goto("/en-us/leagues/soccer");
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Soccer leagues");
  const england = page.locator('[data-category="england"]');
  await expect(england.getByRole("link").first()).toBeVisible();
  await checkPage("leagues page");
  await england.getByRole("link", { name: /^Premier Division/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premier Division");
  await expect(page).toHaveURL(/\/en-us\/tournament\/[^/?]+$/);
  await expect(page.getByText("Leader", { exact: true })).toBeVisible();
  await checkPage("tournament details");
  return page.url();
};

for (const size of SIZES) {
  test(`a soccer league's standings and results on a ${size.name}`, async ({ page, checkPage }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const tournamentUrl = await openLeague(page, checkPage);
    const sections = page.getByRole("navigation", { name: "Tournament sections" });
    // A league has a table and no knockout.
    await expect(sections.getByRole("link", { name: "Knockout" })).toHaveCount(0);

    await sections.getByRole("link", { name: "Standings" }).click();
    await expect(page).toHaveURL(/\/standings$/);
    const rows = page.locator("tr.standings__row");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    await expect(rows.first().locator(".standings__place")).toHaveText("1");
    // Short by default; the appearance sheet switches to full (form pills appear).
    await expect(page.locator("th.standings__form")).toHaveCount(0);
    await page.getByRole("button", { name: /Appearance/ }).click();
    const sheet = page.getByRole("dialog", { name: "How the table looks" });
    await sheet.getByRole("button", { name: /^Full/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.locator("th.standings__form")).toHaveCount(1);
    await page.getByRole("button", { name: "Home", exact: true }).click();
    await expect(page.locator(".standings[data-scope='home']")).toBeVisible();
    await checkPage("standings");

    await sections.getByRole("link", { name: "Results" }).click();
    await expect(page).toHaveURL(/\/results$/);
    const round = page.locator(".round-stepper__round");
    await expect(round).toHaveText(/^Round \d+$/);
    const latest = Number((await round.textContent())?.replace(/\D/g, ""));
    await expect(page.locator("li.stat-event").first()).toBeVisible();
    await expect(page.locator("li.stat-event[data-status='finished']").first()).toBeVisible();
    await checkPage("results");
    if (latest > 1) {
      await page.getByRole("link", { name: "Previous round" }).click();
      await expect(page).toHaveURL(new RegExp(`/results\\?round=${latest - 1}$`));
      await expect(round).toHaveText(`Round ${latest - 1}`);
      await expect(page.locator("li.stat-event").first()).toBeVisible();
      await checkPage("an earlier round");
      await page.getByRole("link", { name: "Next round" }).click();
      await expect(round).toHaveText(`Round ${latest}`);
    }

    // The same pages by their addresses, rendered by the server with their data.
    const standings = await page.goto(`${tournamentUrl}/standings`);
    expect(standings?.status()).toBe(200);
    await expect(page.locator("tr.standings__row").first()).toBeVisible();
    await checkPage("standings by address");
    const earlier = await page.goto(`${tournamentUrl}/results?round=1`);
    expect(earlier?.status()).toBe(200);
    await expect(page.locator(".round-stepper__round")).toHaveText(/^Round 1$/);
    await checkPage("the first round by address");
  });
}

test("an unknown tournament, or a tab it does not have, is not found", async ({ page }) => {
  expect((await page.goto("/en-us/tournament/no-such-tournament"))?.status()).toBe(404);
  const league = await openLeagueUrl(page);
  expect((await page.goto(`${league}/knockout`))?.status()).toBe(404);
  expect((await page.goto(`${league}/no-such-tab`))?.status()).toBe(404);
});

test("a season and a round chosen in the address are rendered by the server with their data", async ({
  page,
}) => {
  const league = await openLeagueUrl(page);
  const id = decodeURIComponent(league.split("/").at(-1) ?? "");
  const answer = await page.request.post("/graphql/statistics", {
    data: { query: `{ tournament(id: ${JSON.stringify(id)}) { currentSeasonId seasons { id year } } }` },
  });
  const { seasons, currentSeasonId } = (
    (await answer.json()) as {
      data: { tournament: { currentSeasonId: string; seasons: Array<{ id: string; year: string }> } };
    }
  ).data.tournament;
  const earlier = seasons.find((season) => season.id !== currentSeasonId);
  expect(earlier).toBeDefined();
  // The HTML as a crawler gets it, before any script: the earlier season's table, not its loading state.
  const standings = await (await page.request.get(`${league}/standings?season=${earlier!.id}`)).text();
  expect(standings).toContain("standings__row");
  expect(standings).toContain(earlier!.year);
  const firstRound = await (await page.request.get(`${league}/results?round=1`)).text();
  expect(firstRound).toMatch(/class="round-stepper__round">Round 1</);
  expect(firstRound).toContain('class="stat-event');
});

/** The first English league's address, from the leagues page. */
const openLeagueUrl = async (page: Page): Promise<string> => {
  await page.goto("/en-us/leagues/soccer");
  const href = await page
    .locator('[data-category="england"]')
    .getByRole("link", { name: /^Premier Division/ })
    .getAttribute("href");
  return href ?? "";
};
