import { RetryCard } from "../common/RetryCard.tsx";
import "./tipster.css";
// The follow part of the head is its own chunk, but it is server-rendered: its styles come with the page.
import "../follow/follow.css";
import { useParams } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_STATISTICS_PERIOD } from "../../domain/tips/stats/periods.ts";
import { useAppActors, useDocumentTitle } from "../app/hooks.ts";
import { tipsterProfileActorsOf, tipsterProfileKey } from "../app/tipsterProfileActors.ts";
import { usePageActor } from "../app/usePageActor.ts";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { DEFAULT_SPORT, type MainSport, mainSportByCode, sportIdOf } from "../sports/mainSports.ts";
import { TipsSkeleton } from "../tips/TipsSkeleton.tsx";
import { LazyTipsterTipsList } from "./LazyTipsterTipsList.tsx";
import { DEFAULT_PROFILE_TAB, isProfileTab, LIST_OF_TAB, type ProfileTab } from "./profileTabs.ts";
import { TipOrders } from "./TipOrders.tsx";
import { TipsterHeader, TipsterHeaderSkeleton } from "./TipsterHeader.tsx";
import { TipsterTabs } from "./TipsterTabs.tsx";
import { useViewerId } from "./useViewerId.ts";

// Only the statistics tab shows it: its own chunk (the lists' cards are another, LazyTipsterTipsList).
const TipsterStatisticsCard = lazy(() =>
  import("./TipsterStatisticsCard.tsx").then((module) => ({ default: module.TipsterStatisticsCard })),
);

/**
 * `/{locale}/user-profile/{userId}/view[/{tab}/{sport}]`: a tipster's public profile (issue 8). The route
 * has checked the tab and the sport; an unknown user is the profile machine's `missing` (a 404).
 */
export function TipsterProfilePage() {
  const params = useParams({ strict: false }) as { userId?: string; tab?: string; sportCode?: string };
  const userId = params.userId ?? "";
  const tab: ProfileTab = params.tab && isProfileTab(params.tab) ? params.tab : DEFAULT_PROFILE_TAB;
  const sport = mainSportByCode(params.sportCode ?? DEFAULT_SPORT) ?? mainSportByCode(DEFAULT_SPORT)!;
  // One profile actor per user and sport: the tabs share it, so the header stays while they change.
  return <TipsterProfile key={`${userId} ${sport.code}`} userId={userId} tab={tab} sport={sport} />;
}

function TipsterProfile({
  userId,
  tab,
  sport,
}: {
  readonly userId: string;
  readonly tab: ProfileTab;
  readonly sport: MainSport;
}) {
  const { t } = useTranslation("tipster");
  const actors = tipsterProfileActorsOf(useAppActors());
  const sportId = sportIdOf(sport);
  const profile = usePageActor(actors.profile, {
    key: tipsterProfileKey({ userId, sportId }),
    input: { userId, sportId, period: DEFAULT_STATISTICS_PERIOD },
    id: "tipsterProfile",
    inspect: actors.deps.inspect,
    resume: { type: "tipsterProfile.resume" },
  });
  const status = useSelector(profile, (snapshot) =>
    snapshot.hasTag("missing")
      ? "missing"
      : snapshot.hasTag("failed")
        ? "failed"
        : snapshot.hasTag("loaded")
          ? "loaded"
          : "loading",
  );
  const user = useSelector(profile, (snapshot) => snapshot.context.user);
  const viewerId = useViewerId();
  useDocumentTitle(user ? t("documentTitle", { name: user.name }) : t("loading"));
  if (status === "missing") return <NotFoundPage />;
  const list = LIST_OF_TAB[tab];

  return (
    <div className="page tipster-page">
      {user ? (
        <TipsterHeader user={user} />
      ) : status === "failed" ? (
        <RetryCard
          title={t("errorTitle")}
          body={t("errorBody")}
          retry={t("retry")}
          onRetry={() => profile.send({ type: "tipsterProfile.retry" })}
        />
      ) : (
        <TipsterHeaderSkeleton label={t("loading")} />
      )}
      <TipsterTabs userId={userId} current={tab} sport={sport} owner={viewerId === userId} />
      {tab === "statistics" ? (
        <Suspense fallback={<TipsSkeleton label={t("statistics.loading")} />}>
          <TipsterStatisticsCard profile={profile} />
        </Suspense>
      ) : list === "orders" ? (
        <TipOrders userId={userId} viewerId={viewerId} sportId={sportId} />
      ) : (
        list !== null && <LazyTipsterTipsList key={list} request={{ list, userId, sportId }} />
      )}
    </div>
  );
}
