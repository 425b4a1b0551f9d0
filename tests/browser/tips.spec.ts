import type { APIRequestContext, Page } from "@playwright/test";
import { joinPath } from "../../domain/feed/ids.ts";
import type { FeedTree } from "../../domain/feed/tree.ts";
import { mainSportByCode, sportIdOf } from "../../ui/sports/mainSports.ts";
import { expect, test } from "./fixtures.ts";
import { mailedLink } from "./mailbox.ts";

/**
 * The tips page end to end on the real server and the built app: a tipster (signed up, verified and
 * signed in over RPC) sells a tip on an upcoming soccer match; another user, signed in through the app,
 * finds it on /en-us/tips/soccer without its comment, unlocks it for its cost, reads the comment, and sees
 * the cost gone from the wallet in the user menu.
 */
const password = "Secret#123";
const SOCCER_ID = sportIdOf(mainSportByCode("soccer")!);
const COST = 25;

const rpc = async (request: APIRequestContext, path: string, data: unknown, token?: string) => {
  const answer = await request.post(path, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await answer.json();
  expect(answer.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body;
};

/** A verified account (the link from the development mailbox, followed over RPC); answers its access token. */
const verifiedUser = async (page: Page, name: string, email: string): Promise<string> => {
  await rpc(page.request, "/funsclub-users__api/rpc/register", { name, email, password });
  const link = await mailedLink(page, email, "user/verify");
  const token = link.split("/").filter(Boolean).at(-1)!;
  await rpc(page.request, "/funsclub-users__api/rpc/user_verify_email", { emailVerificationToken: token });
  const login = await rpc(page.request, "/auth__api/rpc/login_user", { email, password });
  return login.token.accessToken as string;
};

/**
 * An open match-result price on the soccer match that starts last (today or tomorrow), as its hash path.
 * The simulator runs faster than the wall clock (SIM_SPEED=20, and it has been running since the first
 * test), so "starts in ten minutes" by `Date.now()` may already be kick-off on the sports clock: the
 * latest start keeps the tip on sale for the whole test.
 */
const upcomingOutcome = async (request: APIRequestContext): Promise<string> => {
  const now = Date.now();
  let best: { readonly startTime: number; readonly path: string } | undefined;
  for (const offset of [0, 1]) {
    const date = new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
    const { tree } = (await rpc(request, "/funsclub-front-server__api/rpc/get_line", {
      sportId: SOCCER_ID,
      date,
      timeZoneOffset: 0,
    })) as { tree: FeedTree };
    for (const sport of Object.values(tree.sports)) {
      for (const category of Object.values(sport.categories)) {
        for (const tournament of Object.values(category.tournaments)) {
          for (const event of Object.values(tournament.events)) {
            if (event.status !== "not_started" || event.locked) continue;
            if (best && event.startTime <= best.startTime) continue;
            const scope = event.scopes["full_event--0"];
            const market = scope?.markets["1x2--nil"];
            const outcome =
              market && !market.locked ? Object.values(market.outcomes).find((o) => !o.locked) : undefined;
            if (!outcome) continue;
            const path = joinPath(
              sport.id,
              category.id,
              tournament.id,
              event.id,
              "full_event--0",
              "1x2--nil",
              outcome.code,
            );
            best = { startTime: event.startTime, path };
          }
        }
      }
    }
  }
  if (!best) throw new Error("no upcoming soccer match with an open match-result price");
  return best.path;
};

test("a signed-in user unlocks a tip for FUN and reads its comment", async ({ page, checkPage }) => {
  const stamp = Date.now().toString(36);
  const tipster = await verifiedUser(page, "Tia Tipster", `tia.${stamp}@example.com`);
  const title = `Home side to win ${stamp}`;
  const comment = `Their keeper is back from injury ${stamp}`;
  const created = await rpc(
    page.request,
    "/funsclub-users__api/rpc/create_prediction",
    { outcomeHashPath: await upcomingOutcome(page.request), title, comment, cost: COST },
    tipster,
  );
  const tipId = created.id as string;

  const buyerEmail = `bo.${stamp}@example.com`;
  await verifiedUser(page, "Bo Buyer", buyerEmail);
  await page.goto("/en-us/sign-in?redirect=%2Fen-us%2Ftips%2Fsoccer");
  await page.getByLabel("E-mail").fill(buyerEmail);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(/\/en-us\/tips\/soccer$/);
  await expect(page.getByTestId("user-menu")).toBeVisible();

  const card = page.locator(`article[data-tip-id="${tipId}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText("Tia Tipster");
  await expect(card).toContainText(title);
  await expect(card).toContainText(`${COST} FUN`);
  await expect(card).toContainText("The tipster's analysis is locked");
  await expect(card).not.toContainText(comment);
  await expect(card.getByRole("timer")).toContainText("Sales end in");
  await checkPage("tips page, locked tip");

  await card.getByRole("button", { name: `Unlock for ${COST} FUN` }).click();
  const sheet = page.getByRole("dialog", { name: "Unlock this tip" });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(`${COST} FUN will be taken from your wallet.`);
  await checkPage("unlock sheet");
  await sheet.getByRole("button", { name: `Unlock for ${COST} FUN` }).click();
  await expect(sheet).toBeHidden();
  await expect(card).toContainText(comment);
  await expect(card).toContainText("Bought: 1");
  await expect(card.getByRole("button", { name: /Unlock for/ })).toHaveCount(0);
  await checkPage("tips page, unlocked tip");
  // The cards' colours hold up in the light theme too (axe's contrast rules run on both).
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await checkPage("tips page, light theme");

  await page.getByTestId("user-menu").click();
  await expect(page.getByTestId("user-menu-balance")).toContainText(`${1_000 - COST} FUN`);

  // Reloaded, the server renders the tip for a visitor and the browser shows it again as the buyer's.
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(card).toContainText(comment);
  await checkPage("tips page reloaded");
});
