import { Link, useParams } from "@tanstack/react-router";
import { useDeferredValue, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { isLive } from "../../domain/event/lifecycle.ts";
import type { FeedEvent } from "../../domain/feed/tree.ts";
import { lineColumns } from "../../domain/sportsbook/lineColumns.ts";
import { useAppActors, useDocumentTitle, useLocale, useToday } from "../app/hooks.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { LineBody } from "../feed/LineBody.tsx";
import { useFeed, useFeedPhase, useFeedTree } from "../feed/useFeed.ts";
import { useLineOnScreen, useLiveCount } from "../feed/useLineCounters.ts";
import { useLineGroups } from "../feed/useLineGroups.ts";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { LiveIcon } from "../icons/UiIcons.tsx";
import { DEFAULT_SPORT, type MainSport, mainSportByCode, sportIdOf } from "./mainSports.ts";
import { SportHeader } from "./SportHeader.tsx";
import { SportTabs } from "./SportTabs.tsx";

/** `/{locale}/live/{sportCode}`: the sport's live line. The route has already checked the sport. */
export function LivePage() {
  const { t } = useTranslation();
  const { settings } = useAppActors();
  const today = useToday(settings);
  const { sportCode } = useParams({ from: "/$locale/live/$sportCode" });
  const sport = mainSportByCode(sportCode) ?? mainSportByCode(DEFAULT_SPORT)!;
  const liveCount = useLiveCount(sportIdOf(sport));
  useLineOnScreen("live");
  useDocumentTitle(t("live.title", { sport: t(sport.label) }));

  return (
    <div className="page">
      <SportHeader sport={sport} live />
      <SportTabs sportCode={sport.code} today={today} current="live" liveCount={liveCount} />
      <LiveLine key={sport.code} sport={sport} today={today} />
    </div>
  );
}

const isLiveEvent = (event: FeedEvent): boolean => isLive(event.status);

/** The live events of one sport, kept current by the feed of its live view. */
function LiveLine({ sport, today }: { readonly sport: MainSport; readonly today: string }) {
  const sportId = sportIdOf(sport);
  const feed = useFeed({ kind: "live", sportId });
  const phase = useFeedPhase(feed);
  // NOTE: deferred: the list renders in an interruptible background pass that always takes the newest
  // tree, so a burst of batches coalesces into few renders instead of one blocking render per batch.
  const tree = useDeferredValue(useFeedTree(feed));
  const { oddsVisible, timeZone } = useLineSettings();
  // The view holds in-play events only; the filter also drops one the moment it ends, before its REMOVE.
  const groups = useLineGroups(tree, sportId, isLiveEvent);
  const stale = phase === "stale";
  const options = useMemo(
    () => ({
      catalogueCode: sport.catalogue,
      columns: lineColumns(sport.catalogue),
      oddsVisible,
      timeZone: timeZone.name,
      stale,
    }),
    [sport.catalogue, oddsVisible, timeZone.name, stale],
  );
  return (
    <LineBody
      phase={phase}
      groups={groups}
      options={options}
      empty={<LiveEmpty sport={sport} today={today} />}
    />
  );
}

/** No live event: say so and lead to today's line. Its own component: LiveLine renders on every batch. */
function LiveEmpty({ sport, today }: { readonly sport: MainSport; readonly today: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card>
      <div className="line-empty">
        <EmptyState icon={<LiveIcon size={26} />} title={t("live.emptyTitle")} body={t("live.emptyBody")} />
        <Link
          to="/$locale/all/$sportCode/$date"
          params={{ locale, sportCode: sport.code, date: today }}
          className="button button--ghost"
        >
          {t("live.seeToday")}
        </Link>
      </div>
    </Card>
  );
}
