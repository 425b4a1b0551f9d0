import type { APIRequestContext, Page } from "@playwright/test";
import { fullSport } from "../../domain/sports/catalogue.ts";
import { expect, test } from "./fixtures.ts";

/**
 * A team's and a player's pages on the real server and the built app (issue 9), at a phone's size and a
 * desktop's: a league leader's squad by its address (as the server renders it), the position tabs, the
 * team form sheet, one of its forwards' matches, back to the team by the player's team link, then another
 * team from a result row (a page of its own, not the first team's). The fixture's checks run axe and the
 * hydration check on each page.
 */
const SIZES = [
  { name: "phone", width: 412, height: 915 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

const ask = async <T>(request: APIRequestContext, service: string, query: string): Promise<T> => {
  const answer = await request.post(`/graphql/${service}`, { data: { query } });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: T };
  return body.data;
};

/** The leader of the first soccer league that has a table: a team with a squad and results. */
const leagueLeader = async (request: APIRequestContext): Promise<{ id: string; name: string }> => {
  const soccer = fullSport("soccer").id;
  const { leagues } = await ask<{ leagues: { nodes: { kind: string; currentSeasonId: string | null }[] } }>(
    request,
    "aggregator",
    `{ leagues(sportId: "${soccer}", first: 30) { nodes { kind currentSeasonId } } }`,
  );
  const league = leagues.nodes.find((node) => node.kind === "league" && node.currentSeasonId);
  expect(league).toBeDefined();
  const { standings } = await ask<{
    standings: { tables: { rows: { team: { id: string; name: string } }[] }[] };
  }>(
    request,
    "statistics",
    `{ standings(seasonId: "${league!.currentSeasonId}") { tables { rows { team { id name } } } } }`,
  );
  return standings.tables[0]!.rows[0]!.team;
};

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/**
 * NOTE: the shared match row (ui/statistics/StatEventRow.tsx) names its link by the teams alone while a
 * match decided on penalties also shows "5–4 on penalties" in it (axe: label-content-name-mismatch).
 * Reported with issue 9; only those links are left out here, until the row says its penalties too.
 */
/**
 * Watches for another team's screen (its `data-team-id`) showing the first team's name: the screen of a
 * new team starts from its own loading state, never from the last team's answer. (The router may keep
 * the first team's page on screen while the next one loads; that page still says whose it is.)
 */
const watchForStaleTeam = (page: Page, team: { id: string; name: string }) =>
  page.evaluate(({ id, name }) => {
    const state = globalThis as { staleTeam?: boolean };
    state.staleTeam = false;
    new MutationObserver(() => {
      const screen = document.querySelector(".team-page");
      const shown = screen?.querySelector("h1")?.textContent;
      if (screen && screen.getAttribute("data-team-id") !== id && shown === name) state.staleTeam = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, team);

/**
 * Builds the league leader's seasons and match details on the server before the pages are timed: a
 * team's first player page builds its club's seasons (a few hundred milliseconds on a quiet machine,
 * more under the test run's load), which the first checkpoint should not wait out.
 */
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ ...(baseURL ? { baseURL } : {}) });
  const team = await leagueLeader(request);
  const { team: profile } = await ask<{ team: { players: { id: string; position: string }[] } }>(
    request,
    "statistics",
    `{ team(id: "${team.id}") { players { id position } } }`,
  );
  const forward = profile.players.find((player) => player.position === "F");
  if (forward)
    await ask(
      request,
      "statistics",
      `{ playerMatches(playerId: "${forward.id}", first: 1) { nodes { minutesPlayed } } }`,
    );
  await request.dispose();
});

for (const size of SIZES) {
  test(`a team's squad and a player's matches on a ${size.name}`, async ({ page, request, checkPage }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    // Asked with a request context of its own: the page's is the checks' (kept-alive sockets apart).
    const team = await leagueLeader(request);

    const answer = await page.goto(`/en-us/team/${team.id}/squad`);
    expect(answer?.status()).toBe(200);
    await expect(heading(page)).toHaveText(team.name);
    const sections = page.getByRole("navigation", { name: "Team sections" });
    await expect(sections.getByRole("link", { name: "Squad" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Goalkeepers", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Forwards", level: 2 })).toBeVisible();
    await checkPage("team squad");

    // A position tab shows that position alone.
    // A press before the page has hydrated does nothing: pressed again until it takes.
    const positions = page.getByRole("group", { name: "Positions" });
    await expect(async () => {
      await positions.getByRole("button", { name: "Forwards" }).click();
      await expect(positions.getByRole("button", { name: "Forwards" })).toHaveAttribute(
        "aria-pressed",
        "true",
        {
          timeout: 1_000,
        },
      );
    }).toPass();
    await expect(page.getByRole("heading", { name: "Goalkeepers", level: 2 })).toHaveCount(0);
    const forwards = page.locator("section.squad__group");
    await expect(forwards).toHaveCount(1);

    // The last five in the team form sheet.
    await page.getByRole("button", { name: /^Form: the last five matches/ }).click();
    const form = page.getByRole("dialog", { name: "Team form" });
    await expect(form).toBeVisible();
    await expect(form.locator("li.team-form-list__item")).toHaveCount(5);
    await checkPage("team form sheet");
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();

    // One of the forwards: their matches, grouped by tournament, each with the minutes played.
    const forward = forwards.locator("a.squad__name").first();
    const playerName = (await forward.textContent()) ?? "";
    await forward.click();
    await expect(page).toHaveURL(/\/en-us\/player\/[^/]+$/);
    // NOTE: a team's first player page builds the team's match details, seconds of the server's time
    // (reported with issue 9); the page shows its loading states meanwhile.
    await expect(heading(page)).toHaveText(playerName, { timeout: 20_000 });
    const matches = page.locator("li.player-match");
    await expect(matches.first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(".player-matches__head").first()).toBeVisible();
    await expect(matches.first().locator(".match-summary__minutes")).toHaveText(/\d+′/);
    await checkPage("player matches");

    // The same page by its address, as the server renders it.
    const playerUrl = page.url();
    expect((await page.goto(playerUrl))?.status()).toBe(200);
    await expect(matches.first()).toBeVisible();
    await checkPage("player matches by address");

    // Back to the team by the head's link: its results, the default tab.
    await page.locator("a.player-header__team").click();
    await expect(page).toHaveURL(new RegExp(`/en-us/team/${team.id}$`));
    await expect(heading(page)).toHaveText(team.name);
    await expect(page.locator("li.stat-event").first()).toBeVisible();
    await checkPage("team results");

    // Another team from a result: its own page, not the first team's carried over.
    const opponent = page.locator("a.stat-event__team:not(.stat-event__team--marked)").first();
    const other = (await opponent.textContent()) ?? "";
    await watchForStaleTeam(page, team);
    await opponent.click();
    await expect(page).toHaveURL(/\/en-us\/team\/[^/]+$/);
    await expect(heading(page)).toHaveText(other);
    await expect(page.locator(".team-page")).not.toHaveAttribute("data-team-id", team.id);
    expect(await page.evaluate(() => (globalThis as { staleTeam?: boolean }).staleTeam)).toBe(false);
    await checkPage("another team");

    // Its squad tab: the other team's players.
    await page
      .getByRole("navigation", { name: "Team sections" })
      .getByRole("link", { name: "Squad" })
      .click();
    await expect(page).toHaveURL(/\/squad$/);
    await expect(heading(page)).toHaveText(other);
    await expect(page.locator("a.squad__name").first()).toBeVisible();
    await checkPage("another team's squad");
  });
}

test("an unknown team, player or tab is not found", async ({ page, request }) => {
  expect((await page.goto("/en-us/team/no-such-team"))?.status()).toBe(404);
  expect((await page.goto("/en-us/player/no-such-player"))?.status()).toBe(404);
  const team = await leagueLeader(request);
  expect((await page.goto(`/en-us/team/${team.id}/no-such-tab`))?.status()).toBe(404);
});
