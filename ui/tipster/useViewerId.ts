import { useSelector } from "@xstate/react";
import { useAppActors } from "../app/hooks.ts";
import { useHydrated } from "../app/useHydrated.ts";

/**
 * Who is looking: the signed-in user's id, null for a visitor, undefined while not known yet (the server
 * renders for a visitor, and a signed-in browser waits for the profile).
 */
export const useViewerId = (): string | null | undefined => {
  const { session, profile } = useAppActors();
  const hydrated = useHydrated();
  const status = useSelector(session, (snapshot) =>
    snapshot.hasTag("signedIn") ? "signedIn" : snapshot.hasTag("signedOut") ? "signedOut" : "unknown",
  );
  const id = useSelector(profile, (snapshot) => snapshot.context.profile?.id ?? null);
  if (!hydrated || status === "unknown") return undefined;
  if (status === "signedOut") return null;
  return id ?? undefined;
};
