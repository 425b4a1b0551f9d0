import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { accessTokenOf, lastUpcomingMatch, rpc, verifiedUser } from "./tipsterAccounts.ts";

/**
 * A team's Tips tab on the real server and the built app (issue 9), at a phone's size and a desktop's, in
 * both themes: a tipster (made over RPC) sells a tip on an upcoming soccer match; both teams' Tips tabs
 * list it as the tips page shows it (its analysis locked for a visitor), the settled list is empty, and
 * the card's match link leads to the tip on the match's Tips tab. The fixture's checks run axe and the
 * hydration check on each page.
 */
const SIZES = [
  { name: "phone", width: 412, height: 915 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

/** The two teams of a match, from its page's header links. */
const teamsOf = async (page: Page, eventId: string): Promise<string[]> => {
  await page.goto(`/en-us/event/${eventId}`);
  const hrefs = await page
    .locator(".event-header a[href*='/team/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const ids = [...new Set(hrefs.map((href) => href.split("/team/")[1]!))];
  expect(ids).toHaveLength(2);
  return ids;
};

/** The theme switch, whichever theme is on. */
const switchTheme = (page: Page) =>
  page.getByRole("button", { name: /^Switch to (light|dark) theme$/ }).click();

test("a team's Tips tab lists the tips on its matches", async ({ page, checkPage }) => {
  const stamp = Date.now().toString(36);
  const tia = await verifiedUser(page, "Tia Tipster", `tia.team.${stamp}@example.com`);
  const token = await accessTokenOf(page.request, tia.email);
  const match = await lastUpcomingMatch(page.request);
  const title = `Both sides to score ${stamp}`;
  const comment = `Two open defences ${stamp}`;
  const created = await rpc(
    page.request,
    "/funsclub-users__api/rpc/create_prediction",
    { outcomeHashPath: match.outcomePath, title, comment, cost: 25 },
    token,
  );
  const tipId = created.id as string;
  const teams = await teamsOf(page, match.eventId);

  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const teamId of teams) {
      const answer = await page.goto(`/en-us/team/${teamId}/tips`);
      expect(answer?.status()).toBe(200);
      const sections = page.getByRole("navigation", { name: "Team sections" });
      await expect(sections.getByRole("link", { name: "Tips" })).toHaveAttribute("aria-current", "page");
      const card = page.locator(`article[data-tip-id="${tipId}"]`);
      await expect(card).toBeVisible();
      await expect(card).toContainText(title);
      await expect(card).toContainText("The tipster's analysis is locked");
      await expect(card).not.toContainText(comment);
      const lists = page.getByRole("group", { name: "Which tips" });
      await expect(lists.getByRole("button", { name: "Open" })).toHaveAttribute("aria-pressed", "true");
      await checkPage(`team tips, ${size.name}`);
      await switchTheme(page);
      await checkPage(`team tips, ${size.name}, the other theme`);
    }

    // The settled list: nothing settled yet. A press before the page has hydrated does nothing.
    const lists = page.getByRole("group", { name: "Which tips" });
    await expect(async () => {
      await lists.getByRole("button", { name: "Settled" }).click();
      await expect(lists.getByRole("button", { name: "Settled" })).toHaveAttribute("aria-pressed", "true", {
        timeout: 1_000,
      });
    }).toPass();
    await expect(page.getByText("No settled tips yet")).toBeVisible();
    await checkPage(`team settled tips, ${size.name}`);
  }

  // The card's way to its match: the tip on the match's Tips tab.
  await page.goto(`/en-us/team/${teams[0]}/tips`);
  await page.getByRole("link", { name: `Open the match: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/event/${match.eventId}/tips#tip-${tipId}$`));
  await expect(page.locator(`article[data-tip-id="${tipId}"]`)).toBeVisible();
  await checkPage("the tip on its match's Tips tab");
});
