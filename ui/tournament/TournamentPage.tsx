import "../statistics/statistics.css";
import "./tournament.css";
import { useParams, useSearch } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import type { StatSeason, TournamentProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { chosenSeason } from "../../domain/statistics/tournamentSeason.ts";
import { useDocumentTitle, useLocale } from "../app/hooks.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { RetryCard } from "../common/RetryCard.tsx";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { StatisticsLoading, statisticsStatusOf } from "../statistics/StatisticsPageStates.tsx";
import { TournamentHeader, TournamentHeaderSkeleton } from "./TournamentHeader.tsx";
import { TournamentTabContent } from "./TournamentTabContent.tsx";
import { TournamentTabs } from "./TournamentTabs.tsx";
import { tournamentProfilePage } from "./tournamentProfilePage.ts";
import { searchNumber, searchText } from "./tournamentSearch.ts";
import { DEFAULT_TOURNAMENT_TAB, isTournamentTab, type TournamentTab, tabsOf } from "./tournamentTabs.ts";

/**
 * `/{locale}/tournament/{id}[/{tab}]` (issue 9): a tournament's header (name, category, season select)
 * and its sub-pages as path segments, details by default. `?season=` shows an earlier season on every
 * tab that shows one. An unknown tournament is the profile machine's `missing` (a 404); an unknown tab,
 * or one the tournament does not have (knockout for a league), is not found either.
 */
export function TournamentPage() {
  const params = useParams({ strict: false }) as { id?: string; tab?: string };
  const search = useSearch({ strict: false }) as Readonly<Record<string, unknown>>;
  const tab = params.tab ?? DEFAULT_TOURNAMENT_TAB;
  if (!isTournamentTab(tab)) return <NotFoundPage />;
  const id = params.id ?? "";
  // One profile actor per tournament: the tabs share it, so the header stays while they change.
  return (
    <Tournament
      key={id}
      id={id}
      tab={tab}
      seasonParam={searchText(search.season)}
      roundParam={searchNumber(search.round)}
    />
  );
}

function Tournament({
  id,
  tab,
  seasonParam,
  roundParam,
}: {
  readonly id: string;
  readonly tab: TournamentTab;
  readonly seasonParam: string | undefined;
  readonly roundParam: number | undefined;
}) {
  const { t } = useTranslation("tournament");
  const locale = useLocale();
  const { timeZone } = useLineSettings();
  const profile = useStatisticsPage(tournamentProfilePage, { id });
  const status = useSelector(profile, statisticsStatusOf);
  const answer = useSelector(profile, (snapshot) => snapshot.context.answer);
  const season = answer ? chosenSeason(answer.seasons, answer.currentSeasonId, seasonParam) : undefined;
  useDocumentTitle(
    answer ? t("documentTitle", { name: answer.name, season: season?.year ?? "" }) : t("loading"),
  );
  if (status === "missing") return <NotFoundPage />;
  if (answer && !tabsOf(answer).includes(tab)) return <NotFoundPage />;

  return (
    <div className="page tournament-page" data-tournament-id={id} data-tab={tab}>
      {answer ? (
        <Loaded
          profile={answer}
          season={season}
          tab={tab}
          locale={locale}
          timeZone={timeZone.name}
          roundParam={roundParam}
        />
      ) : status === "failed" ? (
        <RetryCard
          title={t("errorTitle")}
          body={t("errorBody")}
          retry={t("retry")}
          onRetry={() => profile.send({ type: "statisticsPage.retry" })}
        />
      ) : (
        <>
          <TournamentHeaderSkeleton label={t("loading")} />
          <StatisticsLoading />
        </>
      )}
    </div>
  );
}

function Loaded({
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
  readonly locale: ReturnType<typeof useLocale>;
  readonly timeZone: string;
  readonly roundParam: number | undefined;
}) {
  return (
    <>
      <TournamentHeader profile={profile} season={season} tab={tab} />
      <TournamentTabs profile={profile} current={tab} season={season} />
      <TournamentTabContent
        profile={profile}
        season={season}
        tab={tab}
        locale={locale}
        timeZone={timeZone}
        roundParam={roundParam}
      />
    </>
  );
}
