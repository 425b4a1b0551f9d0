import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import type { StatSeason, TournamentProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { NewsIcon } from "../icons/UiIcons.tsx";
import { StatisticsEmpty, StatisticsLoading } from "../statistics/StatisticsPageStates.tsx";
import type { TournamentTab } from "./tournamentTabs.ts";

// Each tab is a chunk of its own, loaded with the tab (server-rendered all the same): the page's first
// JS carries the header and the tab bar only (npm run check:bundle).
const ArchiveTab = lazy(() => import("./ArchiveTab.tsx").then((m) => ({ default: m.ArchiveTab })));
const DetailsTab = lazy(() => import("./DetailsTab.tsx").then((m) => ({ default: m.DetailsTab })));
const FixturesTab = lazy(() => import("./FixturesTab.tsx").then((m) => ({ default: m.FixturesTab })));
const KnockoutTab = lazy(() => import("./KnockoutTab.tsx").then((m) => ({ default: m.KnockoutTab })));
const ResultsTab = lazy(() => import("./ResultsTab.tsx").then((m) => ({ default: m.ResultsTab })));
const StandingsTab = lazy(() => import("./StandingsTab.tsx").then((m) => ({ default: m.StandingsTab })));
const TopPlayersTab = lazy(() => import("./TopMetricsTab.tsx").then((m) => ({ default: m.TopPlayersTab })));
const TopTeamsTab = lazy(() => import("./TopMetricsTab.tsx").then((m) => ({ default: m.TopTeamsTab })));
const TopScorersTab = lazy(() => import("./TopScorersTab.tsx").then((m) => ({ default: m.TopScorersTab })));

/** The shown tab's content; each tab of a season is keyed by it, so a new season starts it afresh. */
export function TournamentTabContent(props: TabProps) {
  return (
    <Suspense fallback={<StatisticsLoading />}>
      <TabContent {...props} />
    </Suspense>
  );
}

interface TabProps {
  readonly profile: TournamentProfile;
  readonly season: StatSeason | undefined;
  readonly tab: TournamentTab;
  readonly locale: LocalePath;
  readonly timeZone: string;
  readonly roundParam: number | undefined;
}

function TabContent({ profile, season, tab, locale, timeZone, roundParam }: TabProps) {
  const { t } = useTranslation("tournament");
  if (tab === "archive") return <ArchiveTab profile={profile} locale={locale} />;
  if (tab === "news")
    return <StatisticsEmpty icon={<NewsIcon size={26} />} title={t("news.title")} body={t("news.body")} />;
  if (tab === "media")
    return <StatisticsEmpty icon={<NewsIcon size={26} />} title={t("media.title")} body={t("media.body")} />;
  if (!season) return <StatisticsEmpty body={t("archive.none")} />;
  const seasonId = season.id;
  switch (tab) {
    case "details":
      return <DetailsTab key={seasonId} profile={profile} season={season} locale={locale} />;
    case "results":
      return (
        <ResultsTab
          key={seasonId}
          profile={profile}
          seasonId={seasonId}
          round={roundParam}
          locale={locale}
          timeZone={timeZone}
        />
      );
    case "fixtures":
      return <FixturesTab key={seasonId} seasonId={seasonId} locale={locale} timeZone={timeZone} />;
    case "standings":
      return <StandingsTab key={seasonId} profile={profile} season={season} locale={locale} />;
    case "knockout":
      return (
        <KnockoutTab key={seasonId} profile={profile} season={season} locale={locale} timeZone={timeZone} />
      );
    case "top-teams":
      return <TopTeamsTab key={seasonId} seasonId={seasonId} locale={locale} />;
    case "top-players":
      return <TopPlayersTab key={seasonId} seasonId={seasonId} locale={locale} />;
    case "top-scorers":
      return <TopScorersTab key={seasonId} seasonId={seasonId} locale={locale} />;
  }
}
