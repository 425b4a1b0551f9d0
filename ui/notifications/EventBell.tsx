import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { isRung } from "../../machines/notifications/notificationBellsMachine.ts";
import { useAppActors } from "../app/hooks.ts";
import { notificationBellsOf } from "../app/notificationActors.ts";
import { notificationDepsOf } from "../app/notificationDeps.ts";
import { BellIcon } from "../settings/account/SettingsIcons.tsx";
import "./notifications.css";

/**
 * The bell of one event (issue 11 item 6): rung, the user hears of the event's start, goals, cards and
 * result as their sport settings say; pressed again, no more. Shown at once; a failed call is put back
 * with a toast.
 */
export default function EventBell({ eventId }: { readonly eventId: string }) {
  const { t } = useTranslation("notifications");
  const bells = notificationBellsOf(notificationDepsOf(useAppActors()), () =>
    t("notifications.settings.saveFailed"),
  );
  const bell = { entityType: "EVENT", entityId: eventId } as const;
  const rung = useSelector(bells, (s) => isRung(s.context, bell));
  const loading = useSelector(bells, (s) => s.hasTag("loading"));
  return (
    <button
      type="button"
      className={rung ? "icon-button event-bell event-bell--on" : "icon-button event-bell"}
      aria-pressed={rung}
      aria-label={rung ? t("notifications.eventBell.on") : t("notifications.eventBell.off")}
      title={rung ? t("notifications.eventBell.on") : t("notifications.eventBell.off")}
      disabled={loading}
      data-testid="event-bell"
      onClick={() => bells.send({ type: "bells.toggle", bell })}
    >
      <BellIcon size={18} />
    </button>
  );
}
