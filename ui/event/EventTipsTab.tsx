import { useLocation } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FeedEvent } from "../../domain/feed/tree.ts";
import type { TipCard } from "../../domain/tips/tipsQuery.ts";
import { eventTipsLogicOf } from "../app/eventTipsActors.ts";
import { useAppActors } from "../app/hooks.ts";
import { useHydrated } from "../app/useHydrated.ts";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { TipDetailsSheet } from "../tipCreate/TipDetailsSheet.tsx";
import { TipCardView } from "../tips/TipCardView.tsx";
import { TipListView } from "../tips/TipListView.tsx";
import { TipsSkeleton } from "../tips/TipsSkeleton.tsx";

/**
 * `/{locale}/event/{id}/tips` (a lazy chunk of the event page): the tips on this event, as the tips page
 * shows them (the same card, its unlock and countdown). The list loads in the browser, as the viewer: the
 * server renders the tab's outline.
 */
export function EventTipsTab({ event, ended }: { readonly event: FeedEvent; readonly ended: boolean }) {
  const hydrated = useHydrated();
  const { t } = useTranslation("tips");
  if (!hydrated) return <TipsSkeleton label={t("loadingMore")} />;
  return (
    <EventTipsList key={`${event.id}:${ended}`} eventId={event.id} sportId={event.sportId} ended={ended} />
  );
}

function EventTipsList({
  eventId,
  sportId,
  ended,
}: {
  readonly eventId: string;
  readonly sportId: string;
  readonly ended: boolean;
}) {
  const { t } = useTranslation("tips");
  const { t: createT } = useTranslation("tipCreate");
  const { tips: deps } = useAppActors();
  const { timeZone } = useLineSettings();
  const logic = useMemo(() => eventTipsLogicOf(deps, { eventId, ended }), [deps, eventId, ended]);
  const list = useActorRef(logic, {
    input: { sportId, order: "LAST_CREATED", costMin: null, costMax: null },
    id: "eventTips",
    ...(deps.inspect ? { inspect: deps.inspect } : {}),
  });
  const tips = useSelector(list, (snapshot) => snapshot.context.tips);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const details = tips.find((tip) => tip.id === detailsId) ?? null;
  useScrollToTip(tips);

  return (
    <>
      <TipListView
        list={list}
        prefix="tipsPage"
        className="tips-list event-tips"
        labels={{
          loading: t("loadingMore"),
          errorTitle: t("errorTitle"),
          errorBody: t("errorBody"),
          retry: t("retry"),
          emptyTitle: createT("emptyTitle"),
          emptyBody: ended ? createT("emptyEndedBody") : createT("emptyBody"),
          more: t("more"),
          loadingMore: t("loadingMore"),
        }}
        renderTip={(tip, onUnlocked) => (
          // A tap on the card (not on its own buttons) opens its details too; keyboards have the button.
          // biome-ignore lint/a11y/noStaticElementInteractions: the Details button is the accessible way.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the Details button is the accessible way.
          <div
            id={`tip-${tip.id}`}
            className="event-tips__item"
            onClick={(event) => {
              if (!(event.target as Element).closest("button, a, dialog")) setDetailsId(tip.id);
            }}
          >
            <TipCardView tip={tip} timeZone={timeZone.name} onUnlocked={onUnlocked} />
            <button
              type="button"
              className="button button--ghost event-tips__details"
              onClick={() => setDetailsId(tip.id)}
              aria-label={createT("detailsOf", { title: tip.title })}
            >
              {createT("details")}
            </button>
          </div>
        )}
      />
      <TipDetailsSheet tip={details} onClose={() => setDetailsId(null)} />
    </>
  );
}

/** The success sheet links to `#tip-{id}`: once the list holds that tip, it is scrolled into view. */
const useScrollToTip = (tips: ReadonlyArray<TipCard>) => {
  const hash = useLocation({ select: (location) => location.hash });
  const shown = hash !== "" && tips.some((tip) => `tip-${tip.id}` === hash);
  useEffect(() => {
    if (shown) document.getElementById(hash)?.scrollIntoView({ block: "center" });
  }, [shown, hash]);
};
