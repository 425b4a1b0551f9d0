import { useTranslation } from "react-i18next";
import type { DisplayStatus } from "../../domain/event/displayStatus.ts";
import { statusTone } from "../feed/eventClock.ts";

/** The event's display status in words (sports-data section 3), coloured by where the match stands. */
export function EventStatusBadge({ status }: { readonly status: DisplayStatus }) {
  const { t } = useTranslation();
  const tone = statusTone(status);
  return (
    <span className={`status-badge status-badge--${tone}`} data-display-status={status}>
      {t(`status.long.${status}`)}
    </span>
  );
}
