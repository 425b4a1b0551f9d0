import type { InspectionEvent } from "xstate";
import type { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import type { Run } from "./appRuntime.ts";
import type { AuthorizedCalls } from "./authorizedCalls.ts";
import type { ProfileActorRef } from "./profileActors.ts";
import type { RouterContext, ToastsActorRef } from "./routerContext.ts";
import type { SessionActorRef } from "./sessionActors.ts";

/**
 * What the follow button and the user-subscriptions sheet need from the composition root. All of it is in
 * the router context already, so nothing is added to the app's start-up JS: `followActors.ts`, which
 * builds the machines from it, comes with the chunk of the page that shows a follow button.
 */
export interface FollowDeps {
  /** `create_user_subscription`, `delete_user_subscription` and fresh lists as the signed-in viewer. */
  readonly calls: AuthorizedCalls;
  /** GraphQL as a visitor on the browser's runtime (cacheable by the gateway); null on the server. */
  readonly run: Run<GraphqlClient> | null;
  /** The viewer's auth profile: the following set comes from it and goes back to it after a follow. */
  readonly profile: ProfileActorRef;
  readonly session: SessionActorRef;
  readonly toasts: ToastsActorRef;
  readonly inspect: ((event: InspectionEvent) => void) | undefined;
}

/**
 * The follow deps out of the router context. NOTE: the browser's runtime reaches the router context only
 * through the tips page's deps; reading it there spares a field (and bytes) in the start-up chunk.
 */
export const followDepsOf = (context: RouterContext): FollowDeps => ({
  calls: context.authorized,
  run: context.tips.transport?.run ?? null,
  profile: context.profile,
  session: context.session,
  toasts: context.toasts,
  inspect: context.tips.inspect,
});
