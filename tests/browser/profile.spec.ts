import type { APIRequestContext, Page } from "@playwright/test";
import { joinPath } from "../../domain/feed/ids.ts";
import type { FeedTree } from "../../domain/feed/tree.ts";
import { mainSportByCode, sportIdOf } from "../../ui/sports/mainSports.ts";
import { expect, test } from "./fixtures.ts";
import { mailedLink } from "./mailbox.ts";

/**
 * A tipster's public profile end to end on the real server and the built app: a tipster (signed up,
 * verified and signed in over RPC) sells a tip; a visitor finds it on the profile's active tips, opens the
 * statistics and picks another period in the period sheet, and is asked to sign in for the bought tips; a
 * buyer (who bought the tip over RPC and signs in through the app) sees it among their own bought tips,
 * and gets the not-found page for the tipster's.
 */
const password = "Secret#123";
const SOCCER_ID = sportIdOf(mainSportByCode("soccer")!);
const COST = 30;

const rpc = async (request: APIRequestContext, path: string, data: unknown, token?: string) => {
  const answer = await request.post(path, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await answer.json();
  expect(answer.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body;
};

/**
 * A verified account (the link from the development mailbox, followed over RPC): its id and access token.
 * The calls go through the test's own request context, not the page's, which the page checks use.
 */
const verifiedUser = async (page: Page, request: APIRequestContext, name: string, email: string) => {
  const { userId } = await rpc(request, "/funsclub-users__api/rpc/register", { name, email, password });
  const link = await mailedLink(page, email, "user/verify");
  const token = link.split("/").filter(Boolean).at(-1)!;
  await rpc(request, "/funsclub-users__api/rpc/user_verify_email", { emailVerificationToken: token });
  const login = await rpc(request, "/auth__api/rpc/login_user", { email, password });
  return { userId: userId as string, accessToken: login.token.accessToken as string };
};

/**
 * An open match-result price on the soccer match that starts last (today or tomorrow): the simulator's
 * clock runs ahead of the wall clock, and the latest start keeps the tip on sale for the whole test.
 */
const upcomingOutcome = async (request: APIRequestContext): Promise<string> => {
  let best: { readonly startTime: number; readonly path: string } | undefined;
  for (const offset of [0, 1]) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const { tree } = (await rpc(request, "/funsclub-front-server__api/rpc/get_line", {
      sportId: SOCCER_ID,
      date,
      timeZoneOffset: 0,
    })) as { tree: FeedTree };
    for (const sport of Object.values(tree.sports))
      for (const category of Object.values(sport.categories))
        for (const tournament of Object.values(category.tournaments))
          for (const event of Object.values(tournament.events)) {
            if (event.status !== "not_started" || event.locked) continue;
            if (best && event.startTime <= best.startTime) continue;
            const market = event.scopes["full_event--0"]?.markets["1x2--nil"];
            const outcome =
              market && !market.locked ? Object.values(market.outcomes).find((o) => !o.locked) : undefined;
            if (!outcome) continue;
            best = {
              startTime: event.startTime,
              path: joinPath(
                sport.id,
                category.id,
                tournament.id,
                event.id,
                "full_event--0",
                "1x2--nil",
                outcome.code,
              ),
            };
          }
  }
  if (!best) throw new Error("no upcoming soccer match with an open match-result price");
  return best.path;
};

test("a tipster's profile: active tips, statistics by period, and bought tips for their owner only", async ({
  page,
  request,
  checkPage,
}) => {
  const stamp = Date.now().toString(36);
  const tipster = await verifiedUser(page, request, "Tia Tipster", `tia.${stamp}@example.com`);
  const title = `Away side to win ${stamp}`;
  const comment = `Their striker is back ${stamp}`;
  const { id: tipId } = await rpc(
    request,
    "/funsclub-users__api/rpc/create_prediction",
    { outcomeHashPath: await upcomingOutcome(request), title, comment, cost: COST },
    tipster.accessToken,
  );

  // A visitor: the head, the active tips count and the tip, locked.
  await page.goto(`/en-us/user-profile/${tipster.userId}/view`);
  await expect(page.getByRole("heading", { level: 1, name: "Tia Tipster" })).toBeVisible();
  const head = page.locator(".tipster-header");
  await expect(head.locator(".tipster-header__count", { hasText: "Active tips" })).toContainText("1");
  await expect(head.locator(".tipster-header__count", { hasText: "Followers" })).toContainText("0");
  const card = page.locator(`article[data-tip-id="${tipId}"]`);
  await expect(card).toContainText(title);
  await expect(card).not.toContainText(comment);
  await expect(page.getByRole("link", { name: "Active tips" })).toHaveAttribute("aria-current", "page");
  // A visitor has no bought-tips tab.
  await expect(page.getByRole("link", { name: "Bought tips" })).toHaveCount(0);
  await checkPage("profile, active tips");

  // The statistics: all time first, then the last 7 days from the period sheet.
  await page.getByRole("link", { name: "Statistics" }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/user-profile/${tipster.userId}/view/statistics/soccer$`));
  const statistics = page.locator(".tipster-stats");
  await expect(statistics).toContainText("Tipster card");
  await expect(statistics.locator(".tipster-figure", { hasText: /^Active/ })).toContainText("1");
  await page.getByRole("button", { name: "Period: All time" }).click();
  const sheet = page.getByRole("dialog", { name: "Statistics period" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("button", { name: "All time" })).toHaveAttribute("aria-pressed", "true");
  await checkPage("statistics period sheet");
  await sheet.getByRole("button", { name: "Last 7 days" }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: "Period: Last 7 days" })).toBeVisible();
  await expect(statistics).not.toHaveAttribute("aria-busy", "true");
  await checkPage("profile, statistics");

  // The bought tips are their owner's: a visitor is asked to sign in.
  await page.goto(`/en-us/user-profile/${tipster.userId}/view/tip-orders/soccer`);
  await expect(page.getByText("Sign in to see the tips you bought.")).toBeVisible();
  await checkPage("profile, bought tips for a visitor");

  // A buyer signed in through the app finds the tip, unlocked, among their own bought tips...
  const buyerEmail = `bo.${stamp}@example.com`;
  const buyer = await verifiedUser(page, request, "Bo Buyer", buyerEmail);
  await rpc(
    request,
    "/funsclub-users__api/rpc/purchase_prediction",
    { predictionId: tipId },
    buyer.accessToken,
  );
  const ownOrders = `/en-us/user-profile/${buyer.userId}/view/tip-orders/soccer`;
  await page.goto(`/en-us/sign-in?redirect=${encodeURIComponent(ownOrders)}`);
  await page.getByLabel("E-mail").fill(buyerEmail);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(new RegExp(`${ownOrders}$`));
  await expect(page.getByRole("link", { name: "Bought tips" })).toHaveAttribute("aria-current", "page");
  await expect(card).toContainText(comment);
  await expect(card).toContainText("Tia Tipster");
  await checkPage("own bought tips");

  // ...and the not-found page for the tipster's.
  await page.goto(`/en-us/user-profile/${tipster.userId}/view/tip-orders/soccer`);
  await expect(page.getByTestId("not-found")).toBeVisible();
  await expect(page.locator(`article[data-tip-id="${tipId}"]`)).toHaveCount(0);
});

test("an unknown user's profile is the not-found page", async ({ page }) => {
  const answer = await page.goto("/en-us/user-profile/00000000-0000-4000-8000-000000000000/view");
  expect(answer?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toBeVisible();
});
