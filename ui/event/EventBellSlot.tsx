import { lazy, Suspense } from "react";
import { useAppActors } from "../app/hooks.ts";
import { useHydrated } from "../app/useHydrated.ts";
import { useSignedIn } from "../auth/useSignedIn.ts";
import { useNamespaceReady } from "../notifications/useNamespaceReady.ts";

// The bell, its machine and its words are a chunk of their own: a visitor's event page does not load them.
const EventBell = lazy(() => import("../notifications/EventBell.tsx"));

/** The event's notification bell for a signed-in user, once the page is the browser's. */
export function EventBellSlot({ eventId }: { readonly eventId: string }) {
  const hydrated = useHydrated();
  const { session, chat } = useAppActors();
  const signedIn = useSignedIn(session);
  if (!hydrated || !signedIn || !chat) return null;
  return <LoadedBell eventId={eventId} />;
}

function LoadedBell({ eventId }: { readonly eventId: string }) {
  const ready = useNamespaceReady("notifications");
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <EventBell eventId={eventId} />
    </Suspense>
  );
}
