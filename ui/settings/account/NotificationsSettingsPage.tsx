import { lazy, Suspense } from "react";
import { useHydrated } from "../../app/useHydrated.ts";
import { useNamespaceReady } from "../../notifications/useNamespaceReady.ts";

// The page's machine, sheets and words come with its own chunk (issue 11 item 6).
const NotificationSettingsView = lazy(() =>
  import("../../notifications/NotificationSettingsView.tsx").then((m) => ({
    default: m.NotificationSettingsView,
  })),
);

/** `/settings/notifications`: the notification settings, once the page is the browser's and its words loaded. */
export function NotificationsSettingsPage() {
  const hydrated = useHydrated();
  const ready = useNamespaceReady("notifications");
  if (!hydrated || !ready)
    return <section className="settings-section" data-testid="notifications-settings" />;
  return (
    <Suspense fallback={<section className="settings-section" data-testid="notifications-settings" />}>
      <NotificationSettingsView />
    </Suspense>
  );
}
