import { useLocation } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FeedEvent } from "../../domain/feed/tree.ts";
import type { TipCard } from "../../domain/tips/tipsQuery.ts";
import { eventTipsLogicOf } from "../app/eventTipsActors.ts";
import { useAppActors } from "../app/hooks.ts";
import { useHydrated } from "../app/useHydrated.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { TipsIcon, WarningIcon } from "../icons/UiIcons.tsx";
import { TipDetailsSheet } from "../tipCreate/TipDetailsSheet.tsx";
import { TipCardView } from "../tips/TipCardView.tsx";
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
  const hasNextPage = useSelector(list, (snapshot) => snapshot.context.hasNextPage);
  const loading = useSelector(list, (snapshot) => snapshot.hasTag("loading"));
  const loadingMore = useSelector(list, (snapshot) => snapshot.hasTag("loadingMore"));
  const failed = useSelector(list, (snapshot) => snapshot.hasTag("failed"));
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const details = tips.find((tip) => tip.id === detailsId) ?? null;
  const onUnlocked = (tipId: string, comment: string) =>
    list.send({ type: "tipsPage.tip.unlocked", tipId, comment });
  useScrollToTip(tips);

  if (loading) return <TipsSkeleton label={t("loadingMore")} />;
  if (failed)
    return (
      <Card>
        <div className="line-empty">
          <EmptyState icon={<WarningIcon size={26} />} title={t("errorTitle")} body={t("errorBody")} />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => list.send({ type: "tipsPage.retry" })}
          >
            {t("retry")}
          </button>
        </div>
      </Card>
    );
  if (tips.length === 0)
    return (
      <Card>
        <EmptyState
          icon={<TipsIcon size={26} />}
          title={createT("emptyTitle")}
          body={ended ? createT("emptyEndedBody") : createT("emptyBody")}
        />
      </Card>
    );
  return (
    <>
      <div className="tips-list event-tips">
        {tips.map((tip) => (
          // A tap on the card (not on its own buttons) opens its details too; keyboards have the button.
          // biome-ignore lint/a11y/noStaticElementInteractions: the Details button is the accessible way.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the Details button is the accessible way.
          <div
            key={`${tip.id}:${tip.comment !== null}`}
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
        ))}
      </div>
      {hasNextPage && (
        <button
          type="button"
          className="button button--ghost button--large tips-page__more"
          onClick={() => list.send({ type: "tipsPage.more" })}
          disabled={loadingMore}
          aria-busy={loadingMore}
        >
          {loadingMore ? t("loadingMore") : t("more")}
        </button>
      )}
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
