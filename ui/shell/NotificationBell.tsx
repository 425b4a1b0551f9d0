import { lazy, Suspense } from "react";
import { useAppActors } from "../app/hooks.ts";
import { useHydrated } from "../app/useHydrated.ts";
import { useNamespaceReady } from "../notifications/useNamespaceReady.ts";

// The bell's count, panel and feed machine are a chunk of their own, so the start-up JS stays small.
const NotificationCenter = lazy(() => import("../notifications/NotificationCenter.tsx"));

/** The header's bell for a signed-in user, once the page is the browser's and its words are loaded. */
export function NotificationBell() {
  const hydrated = useHydrated();
  const { chat } = useAppActors();
  if (!hydrated || !chat) return null;
  return <LoadedBell />;
}

function LoadedBell() {
  const ready = useNamespaceReady("notifications");
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <NotificationCenter />
    </Suspense>
  );
}
