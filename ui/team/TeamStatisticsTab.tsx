import { useTranslation } from "react-i18next";
import type { TeamTournament } from "../../domain/statistics/teamTournaments.ts";
import { useLocale } from "../app/hooks.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { Card } from "../common/Card.tsx";
import { MetricTables } from "../statistics/MetricTables.tsx";
import { StatisticsLoading, StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { TeamTopPlayers } from "./TeamTopPlayers.tsx";
import { teamStatisticsPage } from "./teamPages.ts";

/**
 * The statistics and top players tabs (issue 9): the team's players in the chosen tournament's season as
 * metric tables. Statistics shows every table with a tab per metric; top players the leaders of the
 * first metrics side by side. An imported real season has no player figures: both say so.
 */
export function TeamStatisticsTab({
  teamId,
  tournament,
  view,
}: {
  readonly teamId: string;
  readonly tournament: TeamTournament;
  readonly view: "statistics" | "top-players";
}) {
  const { t } = useTranslation("team");
  const locale = useLocale();
  const actor = useStatisticsPage(teamStatisticsPage, { teamId, seasonId: tournament.seasonId });
  return (
    <StatisticsPageStates
      actor={actor}
      skeleton={<StatisticsLoading kind="table" label={t("statistics.loading")} />}
      isEmpty={(tables) => tables.every((table) => table.rows.length === 0)}
      empty={{ title: t("statistics.emptyTitle"), body: t("statistics.emptyBody") }}
    >
      {(tables) =>
        view === "statistics" ? (
          <Card className="team-statistics">
            <MetricTables tables={tables} locale={locale} subject="player" />
          </Card>
        ) : (
          <TeamTopPlayers tables={tables} />
        )
      }
    </StatisticsPageStates>
  );
}
