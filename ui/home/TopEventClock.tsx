import { useTranslation } from "react-i18next";
import { matchMinute } from "../../domain/event/matchMinute.ts";
import type { TopEvent } from "../../domain/sportsbook/topEvent.ts";
import { statusTone } from "../feed/eventClock.ts";
import { kickOffText } from "./topEventLabels.ts";

/**
 * Where a top event stands: the minute (or the set being played where there is no clock) while in play,
 * with the richer status in overtime, extra time or a shoot-out; the kick-off in the chosen zone before.
 */
export function TopEventClock({ event, timeZone }: { readonly event: TopEvent; readonly timeZone: string }) {
  const { t, i18n } = useTranslation();
  const tone = statusTone(event.displayStatus);
  const minute = matchMinute(event);
  let main: string;
  let detail: string | null = null;
  if (tone === "upcoming") main = kickOffText(event.startTime, timeZone, i18n.language);
  else if (event.displayStatus === "live") {
    main = minute ?? t("status.short.live");
    if (!minute && event.currentScope) {
      detail = t(`scope.${event.currentScope.type}` as "scope.set", { number: event.currentScope.number });
    }
  } else {
    main = t(`status.short.${event.displayStatus}` as "status.short.live");
    if (tone === "live") detail = minute;
  }
  return (
    <span
      className={`top-event__clock top-event__clock--${tone}`}
      title={t(`status.long.${event.displayStatus}` as "status.long.live")}
    >
      <span className="top-event__clock-main">{main}</span>
      {detail && <span className="top-event__clock-detail">{detail}</span>}
    </span>
  );
}
