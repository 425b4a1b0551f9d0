import { useSelector } from "@xstate/react";
import type { SessionActorRef } from "../app/sessionActors.ts";

/** True while the session is signed in; the header and the account pages follow it. */
export const useSignedIn = (session: SessionActorRef): boolean =>
  useSelector(session, (snapshot) => snapshot.hasTag("signedIn"));
