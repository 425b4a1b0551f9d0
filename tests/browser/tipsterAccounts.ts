import type { APIRequestContext, Page } from "@playwright/test";
import { joinPath } from "../../domain/feed/ids.ts";
import type { FeedTree } from "../../domain/feed/tree.ts";
import { mainSportByCode, sportIdOf } from "../../ui/sports/mainSports.ts";
import { expect } from "./fixtures.ts";
import { mailedLink } from "./mailbox.ts";

/** What the marketplace's browser specs share: accounts made over RPC and the match to tip on. */
export const PASSWORD = "Secret#123";
export const SOCCER_ID = sportIdOf(mainSportByCode("soccer")!);
const FULL_EVENT = "full_event--0";
const MATCH_RESULT = "1x2--nil";

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

/**
 * A verified account (the link from the development mailbox, followed over RPC). The calls go through
 * `request`, the page's own by default (a spec whose page checks count requests passes another).
 */
export const verifiedUser = async (
  page: Page,
  name: string,
  email: string,
  request: APIRequestContext = page.request,
): Promise<VerifiedUser> => {
  const registered = await rpc(request, "/funsclub-users__api/rpc/register", {
    name,
    email,
    password: PASSWORD,
  });
  const link = await mailedLink(page, email, "user/verify");
  const token = link.split("/").filter(Boolean).at(-1)!;
  await rpc(request, "/funsclub-users__api/rpc/user_verify_email", { emailVerificationToken: token });
  return { userId: registered.userId as string, email };
};

/** An access token for the account, signed in over RPC (a session apart from any browser's). */
export const accessTokenOf = async (request: APIRequestContext, email: string): Promise<string> => {
  const login = await rpc(request, "/auth__api/rpc/login_user", { email, password: PASSWORD });
  return login.token.accessToken as string;
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
  /** An open match-result price on it, as the hash path create_prediction takes. */
  readonly outcomePath: string;
  /** Every open match-result price on it by outcome code (P1, X, P2), as hash paths. */
  readonly outcomes: Readonly<Record<string, string>>;
}

/** The soccer matches with an open match-result price on the sports clock's today and tomorrow, soonest first. */
export const upcomingMatches = async (request: APIRequestContext): Promise<UpcomingMatch[]> => {
  const found: UpcomingMatch[] = [];
  // The sports clock's days: a spec before may have played the world on.
  const now = await sportsNow(request);
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
            const market = event.scopes[FULL_EVENT]?.markets[MATCH_RESULT];
            if (!market || market.locked) continue;
            const outcomes: Record<string, string> = {};
            for (const outcome of Object.values(market.outcomes)) {
              if (outcome.locked) continue;
              const path = [sport.id, category.id, tournament.id, event.id, FULL_EVENT, MATCH_RESULT];
              outcomes[outcome.code] = joinPath(...path, outcome.code);
            }
            const outcomePath = Object.values(outcomes)[0];
            if (outcomePath)
              found.push({ eventId: event.id, startTime: event.startTime, outcomePath, outcomes });
          }
  }
  return found.sort((a, b) => a.startTime - b.startTime);
};

/**
 * The soccer matches with an open match-result price that start last, latest first. The simulator runs
 * ahead of the wall clock (SIM_SPEED=20), so the latest starts keep them open for tips through a test.
 */
export const latestUpcomingMatches = async (
  request: APIRequestContext,
  count: number,
): Promise<UpcomingMatch[]> => {
  const latest = (await upcomingMatches(request)).reverse().slice(0, count);
  if (latest.length < count) throw new Error(`fewer than ${count} upcoming soccer matches with open prices`);
  return latest;
};

/** The soccer match that starts last with an open match-result price. */
export const lastUpcomingMatch = async (request: APIRequestContext): Promise<UpcomingMatch> =>
  (await latestUpcomingMatches(request, 1))[0]!;

/** The simulator's time (GET /dev/sim/now, SIM_CONTROL=on in playwright.config.ts). */
export const sportsNow = async (request: APIRequestContext): Promise<number> => {
  const answer = await request.get("/dev/sim/now");
  expect(answer.ok(), "GET /dev/sim/now").toBe(true);
  return ((await answer.json()) as { now: number }).now;
};

/**
 * Picks the match result's first open price on the event page's Markets tab. A press that lands before
 * the page has hydrated does nothing, so the press is repeated until the price says it is picked (never
 * pressed twice once picked: a second press takes the pick back).
 */
export const pickPrice = async (page: Page): Promise<void> => {
  const price = page
    .locator(`[data-scope="${FULL_EVENT}"] [data-market-type="1x2"] button:not([disabled])`)
    .first();
  await expect(async () => {
    if ((await price.getAttribute("aria-pressed")) !== "true") await price.click();
    await expect(price).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
  }).toPass();
};

/**
 * Plays the simulated world on until the match is over: the sports clock jumps (POST /dev/sim/advance,
 * SIM_CONTROL=on in playwright.config.ts) past its start and three hours more.
 */
export const playPast = async (request: APIRequestContext, match: UpcomingMatch): Promise<void> => {
  const minutes = Math.max(1, Math.ceil((match.startTime - (await sportsNow(request))) / 60_000) + 180);
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
