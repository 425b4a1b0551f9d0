import type { APIRequestContext, Page } from "@playwright/test";
import type { FeedTree } from "../../domain/feed/tree.ts";
import { mainSportByCode, sportIdOf } from "../../ui/sports/mainSports.ts";
import { expect, test } from "./fixtures.ts";
import { mailedLink } from "./mailbox.ts";

/**
 * Creating a tip from the event page end to end, on the real server and the built app: a user (signed up
 * and verified over RPC, signed in through the app) opens an upcoming soccer match, picks a price, fills
 * the creation sheet (its rules first: nothing typed is refused in words), publishes a tip with a comment
 * and a cost, sees the success sheet, follows it to the Tips tab and finds the card with its comment and
 * details; a second tip on the same match is refused with "tip already exists" in words.
 */
const password = "Secret#123";
const SOCCER_ID = sportIdOf(mainSportByCode("soccer")!);
const COST = 40;

const rpc = async (request: APIRequestContext, path: string, data: unknown) => {
  const answer = await request.post(path, { data });
  const body = await answer.json();
  expect(answer.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body;
};

/** A verified account (the link from the development mailbox, followed over RPC). */
const verifiedUser = async (page: Page, name: string, email: string): Promise<void> => {
  await rpc(page.request, "/funsclub-users__api/rpc/register", { name, email, password });
  const link = await mailedLink(page, email, "user/verify");
  const token = link.split("/").filter(Boolean).at(-1)!;
  await rpc(page.request, "/funsclub-users__api/rpc/user_verify_email", { emailVerificationToken: token });
};

/**
 * The soccer match that starts last (today or tomorrow) with an open match-result market. The simulator
 * runs ahead of the wall clock (SIM_SPEED=20 since the first test), so the latest start keeps the match
 * open for tips through the whole test.
 */
const lastUpcomingMatch = async (request: APIRequestContext): Promise<string> => {
  const now = Date.now();
  let best: { readonly startTime: number; readonly id: string } | undefined;
  for (const offset of [0, 1]) {
    const date = new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
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
            if (!market || market.locked || Object.values(market.outcomes).every((o) => o.locked)) continue;
            best = { startTime: event.startTime, id: event.id };
          }
  }
  if (!best) throw new Error("no upcoming soccer match with an open match-result market");
  return best.id;
};

/**
 * Picks the match result's first open price on the Markets tab. A press that lands before the page has
 * hydrated does nothing, so the press is repeated until the price says it is picked (never pressed twice
 * once picked: a second press takes the pick back).
 */
const pickPrice = async (page: Page) => {
  const price = page
    .locator('[data-scope="full_event--0"] [data-market-type="1x2"] button:not([disabled])')
    .first();
  await expect(async () => {
    if ((await price.getAttribute("aria-pressed")) !== "true") await price.click();
    await expect(price).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
  }).toPass();
};

/** Picks a price and opens the creation sheet on it. */
const openCreationSheet = async (page: Page) => {
  await pickPrice(page);
  await page.getByTestId("tip-create-bar").getByRole("button", { name: "Create a tip" }).click();
  const sheet = page.getByRole("dialog", { name: "Create a tip" });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText("Match result");
  return sheet;
};

test("a signed-in user creates a tip on an event and finds it in the event's Tips tab", async ({
  page,
  checkPage,
}) => {
  const stamp = Date.now().toString(36);
  const email = `cleo.${stamp}@example.com`;
  await verifiedUser(page, "Cleo Creator", email);
  const eventId = await lastUpcomingMatch(page.request);
  const eventPath = `/en-us/event/${eventId}`;

  // A visitor's press leads to sign-in, and back here after it.
  await page.goto(eventPath);
  await pickPrice(page);
  await page.getByTestId("tip-create-bar").getByRole("button", { name: "Create a tip" }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/sign-in\\?redirect=${encodeURIComponent(eventPath)}$`));
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(new RegExp(`${eventPath}$`));
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await expect(page.getByRole("link", { name: "Markets" })).toHaveAttribute("aria-current", "page");

  const sheet = await openCreationSheet(page);
  // Nothing typed: each field says what it needs, and nothing is sent.
  await sheet.getByRole("button", { name: "Publish the tip" }).click();
  await expect(sheet).toContainText("Give the tip a title.");
  await expect(sheet).toContainText("Write your analysis.");
  await expect(sheet).toContainText("Set a cost: 0 for a free tip.");
  await sheet.getByLabel("Cost (FUN)").fill("10001");
  await expect(sheet).toContainText("The cost must be from 0 to 10,000 FUN.");
  await checkPage("creation sheet with its rules");

  const title = `Home side to win ${stamp}`;
  const comment = `Their keeper is back from injury ${stamp}`;
  await sheet.getByLabel("Title").fill(title);
  await sheet.getByLabel("Your analysis").fill(comment);
  await sheet.getByLabel("Cost (FUN)").fill(String(COST));
  await sheet.getByRole("button", { name: "Publish the tip" }).click();

  const success = page.getByRole("dialog", { name: "Your tip is published" });
  await expect(success).toBeVisible();
  await expect(success).toContainText(title);
  await expect(success).toContainText(`for ${COST} FUN`);
  await checkPage("creation success sheet");
  await success.getByRole("link", { name: "See it in the Tips tab" }).click();

  await expect(page).toHaveURL(new RegExp(`${eventPath}/tips#tip-`));
  await expect(page.getByRole("link", { name: "Tips" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Markets" })).not.toHaveAttribute("aria-current", "page");
  const card = page.locator("article[data-tip-id]").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Cleo Creator");
  await expect(card).toContainText(`${COST} FUN`);
  // The creator reads their own analysis; the card offers no unlock.
  await expect(card).toContainText(comment);
  await expect(card.getByRole("button", { name: /Unlock for/ })).toHaveCount(0);
  await checkPage("event tips tab");
  // The rest in the light theme: the tab, the details and the creation sheet hold up in both.
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await checkPage("event tips tab, light theme");

  // A tap on the card opens its details; keyboards have the card's Details button.
  await expect(page.getByRole("button", { name: `Details of ${title}` })).toBeVisible();
  await card.getByRole("heading", { name: title }).click();
  const details = page.getByRole("dialog", { name: "Tip details" });
  await expect(details).toContainText("Match result");
  await expect(details).toContainText(`${COST} FUN`);
  await expect(details).toContainText("Not settled yet");
  await expect(details).toContainText(comment);
  await expect(details.getByRole("timer")).toContainText("Sales end in");
  await checkPage("tip details sheet");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // Reloaded on the Tips tab: the server renders the page and the browser lists the tips as this user.
  await page.reload();
  await expect(page.locator("article[data-tip-id]").filter({ hasText: title })).toContainText(comment);
  await checkPage("event tips tab reloaded");

  // One tip per event per user: a second one is refused in words and the sheet keeps the draft.
  await page.getByRole("link", { name: "Markets" }).click();
  const again = await openCreationSheet(page);
  await again.getByLabel("Title").fill(`A second thought ${stamp}`);
  await again.getByLabel("Your analysis").fill("Changed my mind");
  await again.getByLabel("Cost (FUN)").fill("0");
  await again.getByRole("button", { name: "Publish the tip" }).click();
  await expect(again.getByRole("alert")).toHaveText(
    "You already have a tip on this event: one tip per event.",
  );
  await expect(again.getByLabel("Title")).toHaveValue(`A second thought ${stamp}`);
  await checkPage("second tip refused");
});
