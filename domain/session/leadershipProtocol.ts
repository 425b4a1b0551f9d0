import { Schema } from "effect";
import { AuthToken } from "../accounts/authToken.ts";
import { LogoutReason } from "./logoutReason.ts";

/**
 * What the `leadership` actor and the session machine say to each other. Among the open tabs one leader
 * refreshes the token and keeps the session alive; the others follow (accounts spec section 4). However
 * the tabs talk (BroadcastChannel, Web Locks), the machine only sees these events.
 */

/** From the leadership actor to the machine. */
export type LeadershipEvent =
  | { readonly type: "session.leader.gained" }
  | { readonly type: "session.leader.lost" }
  /** Another tab signed in or refreshed: take its token. */
  | { readonly type: "session.tokens.adopted"; readonly token: AuthToken }
  /** Another tab signed out or lost the session. */
  | { readonly type: "session.tokens.cleared"; readonly reason: LogoutReason | null }
  /** To the leader only: a follower was refused `accessToken` with a refreshable code. */
  | { readonly type: "session.refresh.requested"; readonly accessToken: string }
  /** To the leader only: the user is active in a follower tab. */
  | { readonly type: "session.activity" };

/** From the machine to the leadership actor. */
export type LeadershipCommand =
  | { readonly type: "leadership.tokens.publish"; readonly token: AuthToken }
  | { readonly type: "leadership.cleared.publish"; readonly reason: LogoutReason | null }
  | { readonly type: "leadership.activity.forward" }
  | { readonly type: "leadership.refresh.request"; readonly accessToken: string };

/** A message between tabs on the session channel; `from` is the sending tab's id. */
const from = Schema.String;
export const TabMessage = Schema.Union([
  /** I want to lead; a leader answers with a heartbeat, a candidate with a higher id gives way. */
  Schema.Struct({ kind: Schema.Literal("claim"), from }),
  Schema.Struct({ kind: Schema.Literal("heartbeat"), from }),
  /** The leader is leaving (tab hidden for good or closed): followers claim at once. */
  Schema.Struct({ kind: Schema.Literal("resign"), from }),
  Schema.Struct({ kind: Schema.Literal("tokens"), from, token: AuthToken }),
  Schema.Struct({ kind: Schema.Literal("cleared"), from, reason: Schema.NullOr(LogoutReason) }),
  Schema.Struct({ kind: Schema.Literal("activity"), from }),
  Schema.Struct({ kind: Schema.Literal("refreshRequested"), from, accessToken: Schema.String }),
]);
export type TabMessage = typeof TabMessage.Type;

/** NOTE: another tab may run another build of the app; a message this build does not know is ignored. */
export const isTabMessage: (data: unknown) => data is TabMessage = Schema.is(TabMessage);

export const SESSION_CHANNEL_NAME = "funsclub.session";
