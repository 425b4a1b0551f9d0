import { Effect } from "effect";
import type { LogoutReason } from "../../domain/session/logoutReason.ts";
import type { RealtimeClientShape } from "../../transport/realtime/RealtimeClient.ts";
import type { ProfileActorRef } from "./profileActors.ts";
import type { SessionActorRef } from "./sessionActors.ts";

/**
 * What follows the session in the rest of the app: the profile loads on sign-in (its reset on sign-out is
 * the session's own `resetProfile` action), the websocket logs in with each new access token and out on
 * sign-out, and a refused websocket login counts as a failed call. `onSignedOut` runs when a session ends,
 * with the reason (null when the user asked). Returns the function that stops it all.
 */
export const bridgeSession = (deps: {
  readonly session: SessionActorRef;
  readonly profile: ProfileActorRef;
  readonly realtime: RealtimeClientShape;
  readonly onSignedOut: (reason: LogoutReason | null) => void;
}): (() => void) => {
  const { session, profile, realtime } = deps;
  let signedIn = false;
  let loggedInWith: string | null = null;

  const follow = (snapshot: ReturnType<SessionActorRef["getSnapshot"]>) => {
    const nowSignedIn = snapshot.hasTag("signedIn");
    const accessToken = nowSignedIn ? (snapshot.context.token?.accessToken ?? null) : null;
    if (accessToken !== loggedInWith) {
      loggedInWith = accessToken;
      Effect.runFork(realtime.setToken(accessToken));
    }
    if (nowSignedIn && !signedIn) profile.send({ type: "profile.signedIn" });
    if (!nowSignedIn && signedIn) deps.onSignedOut(snapshot.context.logoutReason);
    signedIn = nowSignedIn;
  };
  follow(session.getSnapshot());
  const subscription = session.subscribe(follow);

  const stopRefusals = realtime.rejections((request, failure) => {
    if (request.type !== "login" || failure._tag !== "ServerError") return;
    session.send({ type: "session.apiFailed", code: failure.code, accessToken: request.token });
  });

  return () => {
    subscription.unsubscribe();
    stopRefusals();
  };
};
