import { useTranslation } from "react-i18next";
import { displayStatus } from "../../domain/event/displayStatus.ts";
import { matchMinute } from "../../domain/event/matchMinute.ts";
import type { FeedEvent } from "../../domain/feed/tree.ts";
import { scopeLabel, statusTone } from "./eventClock.ts";
import { formatKickOffTime } from "./kickOffTime.ts";

/**
 * The first column of a line row: where the match stands. In play: the minute (or the set being played
 * where there is no clock), the richer status above it in extra time, overtime or a shoot-out; still to
 * come: the kick-off time in the chosen zone; over: the short final status.
 */
export function EventClock({ event, timeZone }: { readonly event: FeedEvent; readonly timeZone: string }) {
  const { t, i18n } = useTranslation();
  const status = displayStatus(event);
  const tone = statusTone(status);
  const minute = matchMinute(event.extraInfo);
  let main: string;
  let detail: string | undefined;
  if (tone === "upcoming") main = formatKickOffTime(event.startTime, timeZone, i18n.language);
  else if (status === "live") {
    main = minute ?? t("status.short.live");
    if (!minute && event.currentScope) {
      const { key, number } = scopeLabel(event.currentScope);
      detail = t(key, { number });
    }
  } else {
    main = t(`status.short.${status}`);
    if (tone === "live") detail = minute ?? undefined;
    if (tone === "off") detail = formatKickOffTime(event.startTime, timeZone, i18n.language);
  }
  return (
    <span className={`event-clock event-clock--${tone}`} title={t(`status.long.${status}`)}>
      <span className="event-clock__main">{main}</span>
      {detail && <span className="event-clock__detail">{detail}</span>}
    </span>
  );
}
