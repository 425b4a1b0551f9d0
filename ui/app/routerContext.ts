import type { ActorRefFrom } from "xstate";
import type { TeamTipsVariables } from "../../domain/tips/teamTipsQuery.ts";
import type { TipsAnswer } from "../../domain/tips/tipsQuery.ts";
import type { systemSettingsMachine } from "../../machines/systemSettings/systemSettingsMachine.ts";
import type { toastsMachine } from "../../machines/toasts/toastsMachine.ts";
import type { OAuthCookies } from "../auth/oauthReturn.ts";
import type { PageNamespace } from "../i18n/namespaces.ts";
import type { AccountDeps } from "./accountDeps.ts";
import type { AccountSettingsDeps } from "./accountSettingsDeps.ts";
import type { AuthorizedCalls } from "./authorizedCalls.ts";
import type { ChatDeps } from "./chatDeps.ts";
import type { FeedServices } from "./feedServices.ts";
import type { HomeActors } from "./homeActors.ts";
import type { PageSnapshots } from "./pageSnapshots.ts";
import type { ProfileActorRef } from "./profileActors.ts";
import type { RankingDeps } from "./rankingDeps.ts";
import type { SessionActorRef } from "./sessionActors.ts";
import type { StatisticsDeps } from "./statisticsDeps.ts";
import type { TipRecordInProcess } from "./tipRecordDeps.ts";
import type { TipsDeps } from "./tipsDeps.ts";
import type { TipsterInProcess } from "./tipsterProfileDeps.ts";

export type SettingsActorRef = ActorRefFrom<typeof systemSettingsMachine>;
export type ToastsActorRef = ActorRefFrom<typeof toastsMachine>;

/** What every route can reach: the app-wide actors, created once in `ui/main.tsx`. */
export interface RouterContext {
  readonly settings: SettingsActorRef;
  readonly toasts: ToastsActorRef;
  readonly feed: FeedServices;
  /** The home page's machine. */
  readonly home: HomeActors;
  /** What the tips page's machines call (their logic is in the page's chunk: `tipsActors.ts`). */
  readonly tips: TipsDeps;
  /** What the ranking's machine calls (its logic is in the ranking's and the home's chunks: `rankingActors.ts`). */
  readonly ranking: RankingDeps;
  /** What the statistics pages' machines ask the Statistics and Aggregator services (issue 9). */
  readonly statistics: StatisticsDeps;
  /** The server's own profile reads while it renders; absent in the browser, which asks over GraphQL. */
  readonly tipsterInProcess?: TipsterInProcess;
  /** The server's own tip record reads while it renders; absent in the browser, which asks over GraphQL. */
  readonly tipRecordInProcess?: TipRecordInProcess;
  /** The server's own team tips read (`tips` with the team filter, as a visitor) while it renders. */
  readonly teamTipsInProcess?: (variables: TeamTipsVariables) => Promise<TipsAnswer>;
  /** What the live chat calls and hears (its logic is in the chat's chunk: `chatActors.ts`); absent on the server. */
  readonly chat?: ChatDeps;
  /** The page machines' snapshots that travel in server-rendered HTML (routes prefetch in `loader`). */
  readonly pages: PageSnapshots;
  /** The one browser session (signed in or out, the token); `ui/auth/requireSignedIn.ts` reads it. */
  readonly session: SessionActorRef;
  /** The signed-in user's auth profile (name, wallet, saved settings). */
  readonly profile: ProfileActorRef;
  /**
   * What the sign-in, sign-up, verification and password pages' machines call (their logic is in those
   * pages' chunks: `accountForms.ts` and its neighbours) and the user menu's sign-out (`signOutActors.ts`).
   */
  readonly account: AccountDeps;
  /** What the settings pages' machines call (their logic is in their chunk: `accountSettingsActors.ts`). */
  readonly accountSettings: AccountSettingsDeps;
  /** Calls as the signed-in user: the Bearer token added, each outcome reported to the session. */
  readonly authorized: AuthorizedCalls;
  /** Loads pages' string namespaces in the page's language (resolves at once when they are loaded). */
  readonly strings: (namespaces: ReadonlyArray<PageNamespace>) => Promise<void>;
  /** Reads and deletes the cookies an external login leaves (`/oauth/callback`). */
  readonly takeOAuthCookies: () => OAuthCookies;
}
