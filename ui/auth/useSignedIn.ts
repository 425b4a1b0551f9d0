import { useSelector } from "@xstate/react";
import type { SessionActorRef } from "../app/sessionActors.ts";
import { useHydrated } from "../app/useHydrated.ts";

/**
 * True while the session is signed in; the header and the account pages follow it. The server never knows
 * the session (its token lives in the browser), so the HTML and the hydrating render read signed out.
 */
export const useSignedIn = (session: SessionActorRef): boolean => {
  const signedIn = useSelector(session, (snapshot) => snapshot.hasTag("signedIn"));
  return useHydrated() && signedIn;
};
