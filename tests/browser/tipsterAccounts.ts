import type { APIRequestContext, Page } from "@playwright/test";
import type { FeedTree } from "../../domain/feed/tree.ts";
import { mainSportByCode, sportIdOf } from "../../ui/sports/mainSports.ts";
import { expect } from "./fixtures.ts";
import { mailedLink } from "./mailbox.ts";

/** What the marketplace's browser specs share: accounts made over RPC and the match to tip on. */
export const PASSWORD = "Secret#123";
export const SOCCER_ID = sportIdOf(mainSportByCode("soccer")!);

/** An RPC call that must succeed; answers its body. */
export const rpc = async (request: APIRequestContext, path: string, data: unknown, token?: string) => {
  const answer = await request.post(path, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await answer.json();
  expect(answer.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body;
};

export interface VerifiedUser {
  readonly userId: string;
  readonly email: string;
}

/** A verified account (the link from the development mailbox, followed over RPC). */
export const verifiedUser = async (page: Page, name: string, email: string): Promise<VerifiedUser> => {
  const registered = await rpc(page.request, "/funsclub-users__api/rpc/register", {
    name,
    email,
    password: PASSWORD,
  });
  const link = await mailedLink(page, email, "user/verify");
  const token = link.split("/").filter(Boolean).at(-1)!;
  await rpc(page.request, "/funsclub-users__api/rpc/user_verify_email", { emailVerificationToken: token });
  return { userId: registered.userId as string, email };
};

/** Signs in through the app's sign-in page and lands on `path`. */
export const signInThrough = async (page: Page, email: string, path: string): Promise<void> => {
  await page.goto(`/en-us/sign-in?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByTestId("sign-in-submit").click();
  // Hashing the password takes its time on a busy machine: more than the default wait.
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`), {
    timeout: 15_000,
  });
  await expect(page.getByTestId("user-menu")).toBeVisible();
};

export interface UpcomingMatch {
  readonly eventId: string;
  readonly startTime: number;
}

/**
 * The soccer match that starts last (today or tomorrow) with an open match-result market. The simulator
 * runs ahead of the wall clock (SIM_SPEED=20 since the first test), so the latest start keeps the match
 * open for tips through the whole test.
 */
export const lastUpcomingMatch = async (request: APIRequestContext): Promise<UpcomingMatch> => {
  const now = Date.now();
  let best: UpcomingMatch | undefined;
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
            best = { eventId: event.id, startTime: event.startTime };
          }
  }
  if (!best) throw new Error("no upcoming soccer match with an open match-result market");
  return best;
};

/**
 * Plays the simulated world on until the match is over: the sports clock jumps (POST /dev/sim/advance,
 * SIM_CONTROL=on in playwright.config.ts) past its start and three hours more. The sports clock is never
 * behind the wall clock, so counting from the wall clock jumps at least that far.
 */
export const playPast = async (request: APIRequestContext, match: UpcomingMatch): Promise<void> => {
  const minutes = Math.ceil((match.startTime - Date.now()) / 60_000) + 180;
  const answer = await request.post("/dev/sim/advance", { data: { minutes } });
  expect(answer.ok(), await answer.text()).toBe(true);
};

/** The tip's result as the public API gives it, once the server has settled it (polled). */
export const settledResult = async (request: APIRequestContext, tipId: string): Promise<string> => {
  let result: string | null = null;
  await expect
    .poll(
      async () => {
        const answer = await request.post("/graphql/users", {
          data: { query: "query($id: ID!) { tip(id: $id) { predictionResult } }", variables: { id: tipId } },
        });
        result =
          ((await answer.json()) as { data?: { tip?: { predictionResult: string | null } } }).data?.tip
            ?.predictionResult ?? null;
        return result;
      },
      { message: `tip ${tipId} settled on the server`, timeout: 30_000, intervals: [1_000] },
    )
    .not.toBeNull();
  return result!;
};
