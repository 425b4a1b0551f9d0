import "../statistics/statistics.css";
import "./team.css";
import { useParams } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../app/hooks.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import {
  StatisticsError,
  useStatisticsAnswer,
  useStatisticsStatus,
} from "../statistics/StatisticsPageStates.tsx";
import { TeamHeader, TeamHeaderSkeleton } from "./TeamHeader.tsx";
import { TeamTabContent } from "./TeamTabContent.tsx";
import { TeamTabs } from "./TeamTabs.tsx";
import { teamProfilePage } from "./teamProfilePage.ts";
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
      <TeamTabContent teamId={teamId} tab={tab} team={team} failed={status === "failed"} />
    </div>
  );
}
