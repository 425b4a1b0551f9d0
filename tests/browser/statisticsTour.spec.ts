import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 9's tour, as a visitor clicks it on the real server and the built app, at a phone's size and a
 * desktop's: from the live list to a live match's statistics, through the match's tournament (its name
 * in the header) to the standings, a team of the table and its squad, one of its players' matches (and
 * their statistics in one, the "player stats" sheet), and the oldest of them, past the live line's days,
 * from the archive.
 * The standings' live switch then follows the live line over the websocket. The fixture's checks run axe
 * and the hydration check on every page.
 */
const SIZES = [
  { name: "phone", width: 412, height: 915 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

/** Asks the Statistics service, as a visitor would. */
const ask = async <T>(request: APIRequestContext, query: string): Promise<T> => {
  const answer = await request.post("/graphql/statistics", { data: { query } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
};

/**
 * A live soccer row of the live list whose tournament has a table (a league, or a cup's groups): the
 * tour needs standings to reach, and a live match is in a cup as often as not.
 */
const liveLeagueMatch = async (page: Page, request: APIRequestContext) => {
  const rows = page.locator('.event-row[data-status="in_progress"]');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const ids = await rows.evaluateAll((all) => all.map((row) => row.getAttribute("data-event-id") ?? ""));
  for (const id of ids.slice(0, 40)) {
    const { eventStatistics } = await ask<{ eventStatistics: { event: { tournamentId: string } } | null }>(
      request,
      `{ eventStatistics(eventId: "${id}") { event { tournamentId } } }`,
    );
    if (!eventStatistics) continue;
    const { tournament } = await ask<{ tournament: { hasStandings: boolean } | null }>(
      request,
      `{ tournament(id: "${eventStatistics.event.tournamentId}") { hasStandings } }`,
    );
    if (tournament?.hasStandings) return page.locator(`.event-row[data-event-id="${id}"]`);
  }
  throw new Error("no live soccer match of a tournament with a table");
};

/** The first player of the squad on screen with a match to list. */
const playerWithMatches = async (page: Page) => {
  const links = page.locator("a.squad__name");
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute("href") ?? ""));
  for (const href of hrefs.slice(0, 30)) {
    const id = href.split("/player/")[1] ?? "";
    const { playerMatches } = await ask<{ playerMatches: { pageInfo: { total: number } } }>(
      page.request,
      `{ playerMatches(playerId: "${id}", first: 1) { pageInfo { total } } }`,
    );
    if (playerMatches.pageInfo.total > 0) return page.locator(`a.squad__name[href="${href}"]`);
  }
  throw new Error("no player of the squad has played a match");
};

for (const size of SIZES) {
  test(`from the live list to a player's matches on a ${size.name}`, async ({ page, checkPage }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/en-us/live/soccer");
    // The cookie notice, accepted once the page answers (a press before hydration is lost).
    await expect(async () => {
      await page.getByRole("button", { name: "Accept" }).click({ timeout: 1_000 });
      await expect(page.locator(".cookie-banner")).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const row = await liveLeagueMatch(page, page.request);

    // The live match, then its statistics tab.
    await row.locator(".event-row__match").click();
    await expect(page).toHaveURL(/\/en-us\/event\/[^/]+$/);
    const sections = page.getByRole("navigation", { name: "Event sections" });
    await sections.getByRole("link", { name: "Statistics" }).click();
    await expect(page).toHaveURL(/\/statistics$/);
    await expect(page.getByRole("heading", { name: "Incidents", level: 2 })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Attack momentum:/ })).toBeVisible();
    await checkPage("a live match's statistics");

    // Its tournament, by the name in the header, and the standings.
    await page.locator(".breadcrumb a[href*='/tournament/']").click();
    await expect(page).toHaveURL(/\/en-us\/tournament\/[^/]+$/);
    const tournament = page.getByRole("navigation", { name: "Tournament sections" });
    await tournament.getByRole("link", { name: "Standings" }).click();
    await expect(page).toHaveURL(/\/standings$/);
    const rows = page.locator("tr.standings__row");
    await expect(rows.first()).toBeVisible();
    await checkPage("the tournament's standings");

    // Live standings: the line's running matches counted in the browser, their teams' rows marked.
    const live = page.getByRole("button", { name: "Live" });
    if ((await live.count()) > 0) {
      await live.click();
      await expect(live).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator("[data-live-standings]")).not.toHaveAttribute("data-live-standings", "0", {
        timeout: 30_000,
      });
      await expect(page.locator("tr.standings__row--live").first()).toBeVisible();
      await live.click();
    }

    // A team of the table, its squad, and one of its players' matches.
    const team = rows.first().locator("a[href*='/team/']").first();
    const teamId = (await team.getAttribute("href"))?.split("/team/")[1] ?? "";
    await team.click();
    await expect(page).toHaveURL(/\/en-us\/team\/[^/]+$/);
    await expect(page.locator(".team-page")).toHaveAttribute("data-team-id", teamId);
    await page
      .getByRole("navigation", { name: "Team sections" })
      .getByRole("link", { name: "Squad" })
      .click();
    await expect(page).toHaveURL(/\/squad$/);
    await expect(page.locator("a.squad__name").first()).toBeVisible();
    await checkPage("the team's squad");
    // A player who has played (a reserve keeper may have no match yet).
    const player = await playerWithMatches(page);
    const playerName = (await player.textContent())?.trim() ?? "";
    await player.click();
    await expect(page).toHaveURL(/\/en-us\/player\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(playerName);
    await expect(page.locator("li.player-match").first()).toBeVisible();
    await checkPage("the player's matches");

    // The player's statistics in a match: the row's button opens the "player stats" sheet over the page.
    const statsButton = page.locator("li.player-match button.player-match__stats").first();
    await statsButton.click();
    const sheet = page.getByRole("dialog", { name: playerName });
    await expect(sheet).toBeVisible();
    await expect(sheet.locator(".player-sheet__value").first()).toBeVisible({ timeout: 15_000 });
    await checkPage("a match's player stats sheet");
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(sheet).toBeHidden();
    await expect(statsButton).toBeFocused();

    // The page's oldest match is past the live line's days: the event page shows it from the archive.
    const oldest = page.locator("li.player-match a.stat-event__link").last();
    const oldestId = (await oldest.getAttribute("href"))?.split("/event/")[1] ?? "";
    // Clear of the phone's bottom bar and the cookie notice, as a visitor would scroll it.
    await oldest.evaluate((link) => link.scrollIntoView({ block: "center" }));
    // The row's link lies under its team links: the score is where it is pressed.
    await oldest.locator(".stat-event__score").click();
    await expect(page).toHaveURL(new RegExp(`/event/${oldestId}$`));
    await expect(page.getByTestId("event-score")).toBeVisible();
    await expect(page.getByTestId("event-not-found")).toHaveCount(0);
    await page
      .getByRole("navigation", { name: "Event sections" })
      .getByRole("link", { name: "Lineups" })
      .click();
    await expect(page.locator("figure.pitch")).toHaveCount(2);
    await checkPage("an archived match's lineups");
    const archived = await page.request.get(`/en-us/event/${oldestId}`);
    expect(archived.status()).toBe(200);
  });
}
