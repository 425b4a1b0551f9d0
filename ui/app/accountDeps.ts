import type { RpcClient } from "../../transport/rpc/RpcClient.ts";
import type { Run } from "./appRuntime.ts";
import type { AuthorizedCalls } from "./authorizedCalls.ts";
import type { SessionActorRef } from "./sessionActors.ts";

/**
 * What the account pages (sign-in, sign-up, verification, password) and the user menu's sign-out need from
 * the composition root. Plain values only: each page's machines are built from them in a module of their
 * own (`accountForms.ts`, `verifyEmailActors.ts`, `recoveryLinkActors.ts`, `providersSheetActors.ts`,
 * `resendVerificationActors.ts`), which comes with that page's chunk, and the sign-out in
 * `signOutActors.ts`, which the header needs at start-up.
 */
export interface AccountDeps {
  /** Commands that need no account (sign in, sign up, reset, verify); the server's refuses them all. */
  readonly run: Run<RpcClient>;
  /** Calls as the signed-in user (the sign-out closes the session on the server). */
  readonly calls: AuthorizedCalls;
  readonly session: SessionActorRef;
}
