import type { InspectionEvent } from "xstate";
import type { AuthorizedCalls } from "./authorizedCalls.ts";
import type { ChatDeps } from "./chatDeps.ts";
import type { ProfileActorRef } from "./profileActors.ts";
import type { RouterContext, ToastsActorRef } from "./routerContext.ts";
import type { SessionActorRef } from "./sessionActors.ts";

/**
 * What the notifications (the bell's feed, the settings page, the bells on events) need from the
 * composition root. All of it is in the router context already, so the start-up chunk gains no field:
 * `notificationActors.ts`, which builds the machines from it, comes with the bell's and the settings'
 * chunks.
 */
export interface NotificationDeps {
  /** The notification-feed commands and the notifications GraphQL service, as the signed-in user. */
  readonly calls: AuthorizedCalls;
  /** The user's topic over the app's one realtime connection; null on the server. */
  readonly realtime: Pick<ChatDeps, "run" | "topics" | "realtime"> | null;
  readonly profile: ProfileActorRef;
  readonly session: SessionActorRef;
  readonly toasts: ToastsActorRef;
  readonly inspect: ((event: InspectionEvent) => void) | undefined;
}

/**
 * The notification deps out of the router context. NOTE: the realtime connection reaches the router
 * context only through the chat's deps (absent on the server); reading it there spares a field in the
 * start-up chunk, as the follow deps read the runtime through the tips page's.
 */
export const notificationDepsOf = (context: RouterContext): NotificationDeps => ({
  calls: context.authorized,
  realtime: context.chat ?? null,
  profile: context.profile,
  session: context.session,
  toasts: context.toasts,
  inspect: context.tips.inspect,
});
