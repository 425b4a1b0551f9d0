import { fromCallback, sendTo } from "xstate";
import type { LogoutReason } from "../../domain/session/logoutReason.ts";
import {
  type SessionBridgeEvent,
  sessionBridgeMachine,
} from "../../machines/session/sessionBridgeMachine.ts";
import type { RealtimeClientShape } from "../../transport/realtime/RealtimeClient.ts";
import type { Run } from "./appRuntime.ts";
import type { ProfileActorRef } from "./profileActors.ts";
import type { SessionActorRef } from "./sessionActors.ts";

type SessionSnapshot = ReturnType<SessionActorRef["getSnapshot"]>;

const observedOf = (snapshot: SessionSnapshot): SessionBridgeEvent => ({
  type: "session.observed",
  accessToken: snapshot.hasTag("signedIn") ? (snapshot.context.token?.accessToken ?? null) : null,
  logoutReason: snapshot.context.logoutReason,
});

/**
 * The session bridge (machines/session/sessionBridgeMachine.ts) over the app's actors: it hears the
 * session actor and the realtime connection's refusals, logs the websocket in and out on the app's
 * runtime, and tells the profile, the session and `onSignedOut` (the reason is null when the user asked).
 */
export const createSessionBridgeLogic = (deps: {
  readonly session: SessionActorRef;
  readonly profile: ProfileActorRef;
  readonly realtime: RealtimeClientShape;
  readonly run: Run<never>;
  readonly onSignedOut: (reason: LogoutReason | null) => void;
}) =>
  sessionBridgeMachine.provide({
    actors: {
      sessionChanges: fromCallback<SessionBridgeEvent>(({ sendBack }) => {
        sendBack(observedOf(deps.session.getSnapshot()));
        const subscription = deps.session.subscribe((snapshot) => sendBack(observedOf(snapshot)));
        return () => subscription.unsubscribe();
      }),
      realtimeRejections: fromCallback<SessionBridgeEvent>(({ sendBack }) =>
        deps.realtime.rejections((request, failure) =>
          sendBack({ type: "realtime.rejected", request, failure }),
        ),
      ),
    },
    actions: {
      loginRealtime: (_, { accessToken }) => void deps.run(deps.realtime.setToken(accessToken)),
      // NOTE: built-in sends, so the other actors take these events after the bridge's step, not inside it.
      loadProfile: sendTo(deps.profile, { type: "profile.signedIn" }),
      notifySignedOut: (_, { reason }) => deps.onSignedOut(reason),
      reportFailedCall: sendTo(
        deps.session,
        (_, params: { readonly code: string; readonly accessToken: string }) => ({
          type: "session.apiFailed" as const,
          ...params,
        }),
      ),
    },
  });
