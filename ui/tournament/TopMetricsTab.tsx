import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import type { MetricTable } from "../../domain/statistics/statisticsAnswers.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { Card } from "../common/Card.tsx";
import { UsersIcon } from "../icons/UiIcons.tsx";
import { MetricTables } from "../statistics/MetricTables.tsx";
import { StatisticsLoading, StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { topPlayersPage, topPlayersRequest, topTeamsPage } from "./tournamentPages.ts";

const hasRows = (tables: ReadonlyArray<MetricTable>): boolean =>
  tables.some((table) => table.rows.length > 0);

/** The top players tab: the season's best 30 in each metric, a tab per metric, the first shown. */
export function TopPlayersTab({
  seasonId,
  locale,
}: {
  readonly seasonId: string;
  readonly locale: LocalePath;
}) {
  const { t } = useTranslation("tournament");
  const actor = useStatisticsPage(topPlayersPage, topPlayersRequest(seasonId));
  return (
    <StatisticsPageStates<ReadonlyArray<MetricTable>>
      actor={actor}
      isEmpty={(tables) => !hasRows(tables)}
      empty={{ body: t("topPlayers.none"), icon: <UsersIcon size={26} /> }}
    >
      {(tables) => (
        <Card title={t("topPlayers.title")} icon={<UsersIcon size={18} />} className="tournament-metrics">
          <MetricTables tables={tables} locale={locale} subject="player" />
        </Card>
      )}
    </StatisticsPageStates>
  );
}

/** The top teams tab: the season's teams by what their results give, a tab per metric. */
export function TopTeamsTab({
  seasonId,
  locale,
}: {
  readonly seasonId: string;
  readonly locale: LocalePath;
}) {
  const { t } = useTranslation("tournament");
  const actor = useStatisticsPage(topTeamsPage, { seasonId });
  return (
    <StatisticsPageStates<ReadonlyArray<MetricTable>>
      actor={actor}
      skeleton={<StatisticsLoading />}
      isEmpty={(tables) => !hasRows(tables)}
      empty={{ body: t("topTeams.none") }}
    >
      {(tables) => (
        <Card title={t("topTeams.title")} className="tournament-metrics">
          <MetricTables tables={tables} locale={locale} subject="team" />
        </Card>
      )}
    </StatisticsPageStates>
  );
}
