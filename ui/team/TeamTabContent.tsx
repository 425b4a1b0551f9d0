import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TeamProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { teamTournamentOf } from "../../domain/statistics/teamTournaments.ts";
import { useAppActors, useToday } from "../app/hooks.ts";
import { StatisticsEmpty, StatisticsLoading } from "../statistics/StatisticsPageStates.tsx";
import type { TeamTab } from "./teamTabs.ts";

// Each tab is a chunk of its own, loaded with the tab (server-rendered all the same): the page's first
// JS carries the head and the tab bar only (npm run check:bundle).
const TeamComingTab = lazy(() => import("./TeamComingTab.tsx").then((m) => ({ default: m.TeamComingTab })));
const TeamEventsTab = lazy(() => import("./TeamEventsTab.tsx").then((m) => ({ default: m.TeamEventsTab })));
const TeamSquadTab = lazy(() => import("./TeamSquadTab.tsx").then((m) => ({ default: m.TeamSquadTab })));
const TeamTipsTab = lazy(() => import("./TeamTipsTab.tsx").then((m) => ({ default: m.TeamTipsTab })));
const TeamTournamentTab = lazy(() =>
  import("./TeamTournamentTab.tsx").then((m) => ({ default: m.TeamTournamentTab })),
);
const TeamTransfersTab = lazy(() =>
  import("./TeamTransfersTab.tsx").then((m) => ({ default: m.TeamTransfersTab })),
);

interface TabProps {
  readonly teamId: string;
  readonly tab: TeamTab;
  readonly team: TeamProfile | null;
  /** The profile failed: the head's retry stands for it. */
  readonly failed: boolean;
}

/** The shown tab's content, its chunk loading behind the tab's own skeleton. */
export function TeamTabContent(props: TabProps) {
  return (
    <Suspense
      fallback={
        <StatisticsLoading
          kind={
            props.tab === "results" || props.tab === "fixtures"
              ? "events"
              : props.tab === "tips"
                ? "list"
                : "table"
          }
        />
      }
    >
      <TabContent {...props} />
    </Suspense>
  );
}

/** The current tab; those that read the profile wait for it. */
function TabContent({ teamId, tab, team, failed }: TabProps) {
  const { t } = useTranslation("team");
  const today = useToday(useAppActors().settings);
  // The tournament tabs share the chosen season while the team's page is open.
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
    case "tips":
      // The list is the team's id's; the profile only adds the next match's link to the empty state.
      return <TeamTipsTab teamId={teamId} nextEvent={team?.nextEvent} />;
    default:
      break;
  }
  if (!team) return failed ? null : <StatisticsLoading kind={tab === "squad" ? "list" : "table"} />;
  switch (tab) {
    case "squad":
      return <TeamSquadTab players={team.players} today={today} />;
    case "news":
    case "media":
      return <TeamComingTab kind={tab} />;
    default: {
      const tournament = teamTournamentOf(team.tournaments, seasonId);
      if (!tournament)
        return <StatisticsEmpty title={t("tournament.noneTitle")} body={t("tournament.noneBody")} />;
      return (
        <TeamTournamentTab
          teamId={teamId}
          tab={tab}
          tournaments={team.tournaments}
          tournament={tournament}
          onSelect={setSeasonId}
        />
      );
    }
  }
}
