import "../statistics/statistics.css";
import "./team.css";
import { useParams } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TeamProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { teamTournamentOf } from "../../domain/statistics/teamTournaments.ts";
import { useAppActors, useDocumentTitle, useToday } from "../app/hooks.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import {
  StatisticsEmpty,
  StatisticsError,
  StatisticsLoading,
  useStatisticsAnswer,
  useStatisticsStatus,
} from "../statistics/StatisticsPageStates.tsx";
import { TeamComingTab } from "./TeamComingTab.tsx";
import { TeamEventsTab } from "./TeamEventsTab.tsx";
import { TeamHeader, TeamHeaderSkeleton } from "./TeamHeader.tsx";
import { TeamSquadTab } from "./TeamSquadTab.tsx";
import { TeamStandingsTab } from "./TeamStandingsTab.tsx";
import { TeamStatisticsTab } from "./TeamStatisticsTab.tsx";
import { TeamTabs } from "./TeamTabs.tsx";
import { TeamTournamentSelect } from "./TeamTournamentSelect.tsx";
import { TeamTransfersTab } from "./TeamTransfersTab.tsx";
import { teamProfilePage } from "./teamPages.ts";
import { DEFAULT_TEAM_TAB, isTeamTab, type TeamTab } from "./teamTabs.ts";

/**
 * `/{locale}/team/{id}[/{tab}]`: a team's page (issue 9), its head and a sub-page per tab. The route has
 * checked the tab; an unknown team is the profile machine's `missing` (a 404).
 */
export function TeamPage() {
  const params = useParams({ strict: false }) as { id?: string; tab?: string };
  const id = params.id ?? "";
  const tab = params.tab ?? DEFAULT_TEAM_TAB;
  if (!isTeamTab(tab)) return <NotFoundPage />;
  // One screen per team: another team's page starts from its own loading state, with nothing of the
  // last one (its chosen tournament, its open sheets) carried over.
  return <TeamScreen key={id} teamId={id} tab={tab} />;
}

function TeamScreen({ teamId, tab }: { readonly teamId: string; readonly tab: TeamTab }) {
  const { t } = useTranslation("team");
  const profile = useStatisticsPage(teamProfilePage, { id: teamId });
  const status = useStatisticsStatus(profile);
  const team = useStatisticsAnswer(profile);
  useDocumentTitle(team ? team.name : t("team.loading"));
  if (status === "missing") return <NotFoundPage />;
  return (
    <div className="page stat-page team-page" data-team-id={teamId}>
      {team ? (
        <TeamHeader team={team} />
      ) : status === "failed" ? (
        <StatisticsError onRetry={() => profile.send({ type: "statisticsPage.retry" })} />
      ) : (
        <TeamHeaderSkeleton label={t("team.loading")} />
      )}
      <TeamTabs teamId={teamId} current={tab} />
      <TeamTabPanel teamId={teamId} tab={tab} team={team} failed={status === "failed"} />
    </div>
  );
}

/** The current tab; those that read the profile wait for it. */
function TeamTabPanel({
  teamId,
  tab,
  team,
  failed,
}: {
  readonly teamId: string;
  readonly tab: TeamTab;
  readonly team: TeamProfile | null;
  readonly failed: boolean;
}) {
  const { t } = useTranslation("team");
  const today = useToday(useAppActors().settings);
  const [seasonId, setSeasonId] = useState<string | null>(null);
  switch (tab) {
    case "results":
    case "fixtures":
      // A list each: their documents differ, and each starts from its own loading state.
      return (
        <TeamEventsTab
          key={tab}
          teamId={teamId}
          kind={tab}
          tournamentNames={new Map(team?.tournaments.map((entry) => [entry.tournamentId, entry.name]))}
        />
      );
    case "transfers":
      return <TeamTransfersTab teamId={teamId} />;
    default:
      break;
  }
  // The header's retry stands for the profile: the tab adds nothing while it has failed.
  if (!team) return failed ? null : <StatisticsLoading kind={tab === "squad" ? "list" : "table"} />;
  switch (tab) {
    case "squad":
      return <TeamSquadTab players={team.players} today={today} />;
    case "tips":
    case "news":
    case "media":
      return <TeamComingTab kind={tab} nextEvent={team.nextEvent} />;
    default: {
      const tournament = teamTournamentOf(team.tournaments, seasonId);
      if (!tournament)
        return <StatisticsEmpty title={t("tournament.noneTitle")} body={t("tournament.noneBody")} />;
      return (
        <div className="team-tournament-tab">
          <TeamTournamentSelect tournaments={team.tournaments} current={tournament} onSelect={setSeasonId} />
          {tab === "standings" ? (
            <TeamStandingsTab key={tournament.seasonId} teamId={teamId} tournament={tournament} />
          ) : (
            <TeamStatisticsTab teamId={teamId} tournament={tournament} view={tab} />
          )}
        </div>
      );
    }
  }
}
