import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import type { StatSeason, TournamentProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { NewsIcon } from "../icons/UiIcons.tsx";
import { StatisticsEmpty } from "../statistics/StatisticsPageStates.tsx";
import { ArchiveTab } from "./ArchiveTab.tsx";
import { DetailsTab } from "./DetailsTab.tsx";
import { FixturesTab } from "./FixturesTab.tsx";
import { KnockoutTab } from "./KnockoutTab.tsx";
import { ResultsTab } from "./ResultsTab.tsx";
import { StandingsTab } from "./StandingsTab.tsx";
import { TopPlayersTab, TopTeamsTab } from "./TopMetricsTab.tsx";
import { TopScorersTab } from "./TopScorersTab.tsx";
import type { TournamentTab } from "./tournamentTabs.ts";

/** The shown tab's content; each tab of a season is keyed by it, so a new season starts it afresh. */
export function TournamentTabContent({
  profile,
  season,
  tab,
  locale,
  timeZone,
  roundParam,
}: {
  readonly profile: TournamentProfile;
  readonly season: StatSeason | undefined;
  readonly tab: TournamentTab;
  readonly locale: LocalePath;
  readonly timeZone: string;
  readonly roundParam: number | undefined;
}) {
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
