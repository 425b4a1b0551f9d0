import { useTranslation } from "react-i18next";
import { useAppActors, useDocumentTitle, useToday } from "../app/hooks.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { FeedNotice } from "../feed/FeedNotice.tsx";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { TrophyIcon } from "../icons/UiIcons.tsx";
import { EventAnnouncer } from "./EventAnnouncer.tsx";
import { EventHeader, type EventPlace } from "./EventHeader.tsx";
import { MarketsTab } from "./MarketsTab.tsx";

/**
 * An event with its header and the markets tab (the event page's default tab). An ended event shows its
 * final score and no markets: ended events load no live market data.
 */
export function EventScreen({
  place,
  stale,
  ended,
}: {
  readonly place: EventPlace;
  readonly stale: boolean;
  readonly ended: boolean;
}) {
  const { t } = useTranslation();
  const { settings } = useAppActors();
  const today = useToday(settings);
  const { oddsVisible, timeZone } = useLineSettings();
  const [home, away] = place.event.participants;
  useDocumentTitle(t("event.title", { home: home?.name ?? "", away: away?.name ?? "" }));

  return (
    <div className="page event-page">
      <EventHeader place={place} timeZone={timeZone.name} today={today} />
      <EventAnnouncer event={place.event} sportCatalogue={place.sport?.catalogue} />
      {stale && <FeedNotice />}
      <nav className="tabs" aria-label={t("event.markets")}>
        <span className="tabs__tab tabs__tab--current" aria-current="page">
          {t("event.markets")}
        </span>
      </nav>
      {ended ? (
        <Card>
          <EmptyState
            icon={<TrophyIcon size={26} />}
            title={t("event.endedTitle")}
            body={t("event.endedBody")}
          />
        </Card>
      ) : (
        <MarketsTab
          event={place.event}
          catalogueCode={place.sport?.catalogue ?? ""}
          stale={stale}
          oddsVisible={oddsVisible}
          settings={settings}
        />
      )}
    </div>
  );
}
