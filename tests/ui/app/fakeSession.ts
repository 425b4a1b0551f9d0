import { assign, createActor, setup } from "xstate";
import type { SessionActorRef } from "../../../ui/app/sessionActors.ts";

/**
 * A stand-in for the session actor with the tags and context the authorized calls read: signed in with a
 * token, refreshing after a refused token until the test hands it a new one, or signed out. It records
 * every event it receives.
 */
export const fakeSession = (accessToken: string) => {
  const received: Array<{ type: string; code?: string; accessToken?: string }> = [];
  const machine = setup({
    types: {
      context: {} as { token: { accessToken: string } | null },
      events: {} as
        | { type: "session.apiSucceeded" }
        | { type: "session.apiFailed"; code: string; accessToken?: string }
        | { type: "test.refreshed"; accessToken: string }
        | { type: "test.signedOut" },
    },
  }).createMachine({
    context: { token: { accessToken } },
    initial: "signedIn",
    on: { "test.signedOut": { target: ".signedOut", actions: assign({ token: null }) } },
    states: {
      signedIn: {
        tags: "signedIn",
        on: {
          "session.apiFailed": {
            guard: ({ event }) => event.code.startsWith("token."),
            target: "refreshing",
          },
        },
      },
      refreshing: {
        tags: ["signedIn", "refreshing"],
        on: {
          "test.refreshed": {
            target: "signedIn",
            actions: assign({ token: ({ event }) => ({ accessToken: event.accessToken }) }),
          },
        },
      },
      signedOut: { tags: "signedOut" },
    },
  });
  const actor = createActor(machine, {
    inspect: (inspection) => {
      // Only what was sent to the session itself, not its own start-up events.
      if (inspection.type === "@xstate.event" && !inspection.event.type.startsWith("xstate."))
        received.push(inspection.event as (typeof received)[number]);
    },
  }).start();
  return { actor, session: actor as unknown as SessionActorRef, received };
};
