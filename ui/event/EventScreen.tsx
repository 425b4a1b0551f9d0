import { useChildMatches, useParams } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { isLive } from "../../domain/event/lifecycle.ts";
import { useAppActors, useDocumentTitle, useToday } from "../app/hooks.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { GhostList } from "../common/GhostList.tsx";
import { FeedNotice } from "../feed/FeedNotice.tsx";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { TrophyIcon } from "../icons/UiIcons.tsx";
import { TipsSkeleton } from "../tips/TipsSkeleton.tsx";
import { ChatWidgetLauncher } from "./ChatWidgetLauncher.tsx";
import { EventAnnouncer } from "./EventAnnouncer.tsx";
import { EventHeader, type EventPlace } from "./EventHeader.tsx";
import { EventStatTabView } from "./EventStatTabView.tsx";
import { EventTabs } from "./EventTabs.tsx";
import { CHAT_TAB, type EventTab, isEventStatTab } from "./eventTabList.ts";
import { MarketsTab } from "./MarketsTab.tsx";

// The Tips tab and the creation sheet (with their machines and actors) are chunks of their own, loaded
// when shown: the page's chunk carries neither.
const EventTipsTab = lazy(() =>
  import("./EventTipsTab.tsx").then(({ EventTipsTab }) => ({ default: EventTipsTab })),
);
// The chat tab: its machine, views and words come with it (the words with the tab's route).
const EventChatTab = lazy(() =>
  import("../chat/EventChatTab.tsx").then(({ EventChatTab }) => ({ default: EventChatTab })),
);
const TipCreateFlow = lazy(() =>
  import("../tipCreate/TipCreateFlow.tsx").then(({ TipCreateFlow }) => ({ default: TipCreateFlow })),
);

const TIPS_TAB_ROUTE = "/$locale/event/$id/tips";

/**
 * An event with its header and its tabs: Markets (the default), Tips (`/tips`) and the statistics tabs
 * (`/{tab}`), each a lazy chunk rendered in place of the markets. An ended event shows its final score and
 * no markets: ended events load no live market data. Before the start, a price picked on the markets can
 * become a tip.
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
  const tipsTab = useChildMatches({
    select: (matches) => matches.some((match) => match.routeId === TIPS_TAB_ROUTE),
  });
  // The route has refused an unknown tab (a 404) before the page renders.
  const tabParam = useParams({ strict: false, select: (params) => (params as { tab?: string }).tab });
  const statTab = tabParam !== undefined && isEventStatTab(tabParam) ? tabParam : null;
  const chatTab = tabParam === CHAT_TAB;
  const current: EventTab = tipsTab ? "tips" : chatTab ? CHAT_TAB : (statTab ?? "markets");
  const [createRequest, setCreateRequest] = useState<{ readonly outcomeId: string } | null>(null);
  const tipsOpen = !ended && place.event.status === "not_started";

  return (
    <div className="page event-page">
      <EventHeader place={place} timeZone={timeZone.name} today={today} />
      <EventAnnouncer event={place.event} sportCatalogue={place.sport?.catalogue} />
      {stale && <FeedNotice />}
      <EventTabs eventId={place.event.id} current={current} sportCatalogue={place.sport?.catalogue} />
      {chatTab ? (
        <Suspense fallback={<ChatTabOutline />}>
          <EventChatTab eventId={place.event.id} />
        </Suspense>
      ) : statTab ? (
        <EventStatTabView tab={statTab} event={place.event} sportCatalogue={place.sport?.catalogue} />
      ) : tipsTab ? (
        <Suspense fallback={<TipsSkeleton label={t("loadingMore", { ns: "tips" })} />}>
          <EventTipsTab event={place.event} ended={ended} />
        </Suspense>
      ) : ended ? (
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
          onCreateTip={tipsOpen ? (outcomeId) => setCreateRequest({ outcomeId }) : undefined}
        />
      )}
      {!chatTab && isLive(place.event.status) && <ChatWidgetLauncher eventId={place.event.id} />}
      {createRequest && (
        <Suspense fallback={null}>
          <TipCreateFlow request={createRequest} event={place.event} />
        </Suspense>
      )}
    </div>
  );
}

/** The chat tab's frame while its chunk arrives: the same outline the tab shows while its messages load. */
function ChatTabOutline() {
  const { t } = useTranslation();
  return (
    <section className="card chat-card" aria-busy="true" aria-label={t("feed.loading")}>
      <GhostList kind="list" count={6} />
    </section>
  );
}
