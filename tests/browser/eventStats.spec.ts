import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * A finished soccer match's statistics and lineups tabs on the real server and the built app (issue 9
 * items 4 and 6), at a phone's size and a desktop's: the tab by its address (as the server renders it),
 * the momentum graph, the timeline with a row per goal of the final score (home incidents left of the
 * minute and away ones right of it on a desktop, stacked with the team's crest on a phone), the period
 * switch and the statistics info sheet; then the lineups tab from the tab bar: two pitches of eleven with
 * ratings (performance, the default) and without (positions). An unknown tab is a 404. The fixture's
 * checks run axe and the hydration check on each page.
 */
const SIZES = [
  { name: "phone", width: 412, height: 915 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

interface Candidate {
  readonly id: string;
  readonly goals: number;
}

const GOAL_KINDS = ["goal", "penaltyGoal", "ownGoal"];

/** The first finished soccer match on the line (a day page lists it) with lineups and incidents. */
const finishedMatch = async (page: Page, request: APIRequestContext): Promise<Candidate> => {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  for (const date of [day(0), day(1)]) {
    await page.goto(`/en-us/all/soccer/${date}`);
    const ids = await page
      .locator("[data-status='finished'][data-event-id]")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-event-id") ?? ""));
    for (const id of ids.slice(0, 20)) {
      const answer = await request.post("/graphql/statistics", {
        data: {
          query: `{ eventStatistics(eventId: "${id}") { event { status score { home away } } incidents { seq } lineups { teamType } } }`,
        },
      });
      if (!answer.ok()) continue;
      const stats = ((await answer.json()) as { data: { eventStatistics: Answer | null } }).data
        .eventStatistics;
      if (stats?.event.status === "finished" && stats.lineups.length === 2 && stats.incidents.length > 0)
        return { id, goals: (stats.event.score?.home ?? 0) + (stats.event.score?.away ?? 0) };
    }
  }
  throw new Error("no finished soccer match with lineups on today's or yesterday's line");
};

interface Answer {
  readonly event: { readonly status: string; readonly score: { home: number; away: number } | null };
  readonly incidents: ReadonlyArray<unknown>;
  readonly lineups: ReadonlyArray<unknown>;
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
};

for (const size of SIZES) {
  test(`a finished match's statistics and lineups on a ${size.name}`, async ({ page, checkPage }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const match = await finishedMatch(page, page.request);

    const answer = await page.goto(`/en-us/event/${match.id}/statistics`);
    expect(answer?.status()).toBe(200);
    const sections = page.getByRole("navigation", { name: "Event sections" });
    await expect(sections.getByRole("link", { name: "Statistics" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Attack momentum", level: 2 })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Attack momentum:/ })).toBeVisible();

    // A timeline row per goal of the final score.
    await expect(page.getByRole("heading", { name: "Incidents", level: 2 })).toBeVisible();
    const goals = page.locator(GOAL_KINDS.map((kind) => `.incident[data-kind='${kind}']`).join(", "));
    await expect(goals).toHaveCount(match.goals);
    await expect(page.locator(".incidents__period").first()).toBeVisible();

    const home = ".incident--home";
    const away = ".incident--away";
    if (size.name === "desktop") {
      // Home incidents left of the minute, away incidents right of it.
      if ((await page.locator(home).count()) > 0) {
        const text = await box(page, `${home} .incident__text`);
        const minute = await box(page, `${home} .incident__minute`);
        expect(text.x + text.width).toBeLessThanOrEqual(minute.x);
      }
      if ((await page.locator(away).count()) > 0) {
        const text = await box(page, `${away} .incident__text`);
        const minute = await box(page, `${away} .incident__minute`);
        expect(text.x).toBeGreaterThanOrEqual(minute.x + minute.width);
      }
    } else {
      // Stacked: every side's row starts with its minute, and shows its team's crest.
      const row = page.locator(`${home}, ${away}`).first();
      await expect(row.locator(".incident__team .team-crest")).toBeVisible();
      const minute = await row.locator(".incident__minute").boundingBox();
      const text = await row.locator(".incident__text").boundingBox();
      expect(minute!.x).toBeLessThan(text!.x);
    }
    await checkPage("statistics tab");

    // The period switch: All by default, then a half.
    const periods = page.getByRole("group", { name: "Part of the match" });
    await expect(periods.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await periods.getByRole("button", { name: "2nd" }).click();
    await expect(periods.getByRole("button", { name: "2nd" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".stat-item").first()).toBeVisible();

    // The match statistics info sheet.
    await page.getByRole("button", { name: "About these statistics" }).click();
    const info = page.getByRole("dialog", { name: "Match statistics" });
    await expect(info).toBeVisible();
    await expect(info.getByText(/^Attack momentum: who was pressing/)).toBeVisible();
    await checkPage("match statistics info sheet");
    await page.keyboard.press("Escape");
    await expect(info).toBeHidden();

    // Lineups from the tab bar: two pitches of eleven, rated by default.
    await sections.getByRole("link", { name: "Lineups" }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${match.id}/lineups$`));
    const pitches = page.locator("figure.pitch");
    await expect(pitches).toHaveCount(2);
    await expect(pitches.nth(0).locator(".pitch-player")).toHaveCount(11);
    await expect(pitches.nth(1).locator(".pitch-player")).toHaveCount(11);
    const view = page.getByRole("group", { name: "What the pitch shows" });
    await expect(view.getByRole("button", { name: "Performance" })).toHaveAttribute("aria-pressed", "true");
    expect(await page.locator(".pitch-player__rating").count()).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { name: "Substitutes" }).first()).toBeVisible();
    await checkPage("lineups tab");

    await view.getByRole("button", { name: "Positions" }).click();
    await expect(page.locator(".pitch-player__rating")).toHaveCount(0);
    await expect(pitches.nth(0).locator(".pitch-player__shirt").first()).toBeVisible();

    // The lineups tab by its address is the same page, server-rendered.
    const direct = await page.goto(`/en-us/event/${match.id}/lineups`);
    expect(direct?.status()).toBe(200);
    await expect(page.locator("figure.pitch")).toHaveCount(2);
    await checkPage("lineups tab by its address");

    const unknown = await page.goto(`/en-us/event/${match.id}/no-such-tab`);
    expect(unknown?.status()).toBe(404);
  });
}
