import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import type { MetricTable } from "../../domain/statistics/statisticsAnswers.ts";
import { topScorersOf } from "../../domain/statistics/topScorers.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { Card } from "../common/Card.tsx";
import { TrophyIcon } from "../icons/UiIcons.tsx";
import { StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { TeamNameLink } from "../statistics/TeamNameLink.tsx";
import { TOP_SCORERS_LIMIT, topPlayersPage, topScorersRequest } from "./tournamentPages.ts";

/** The top scorers tab: the season's goals table, each scorer's assists beside the goals. */
export function TopScorersTab({
  seasonId,
  locale,
}: {
  readonly seasonId: string;
  readonly locale: LocalePath;
}) {
  const { t } = useTranslation("tournament");
  const actor = useStatisticsPage(topPlayersPage, topScorersRequest(seasonId));
  return (
    <StatisticsPageStates<ReadonlyArray<MetricTable>>
      actor={actor}
      isEmpty={(tables) => topScorersOf(tables, TOP_SCORERS_LIMIT).length === 0}
      empty={{ body: t("topScorers.none") }}
    >
      {(tables) => (
        <Card title={t("topScorers.title")} icon={<TrophyIcon size={18} />} className="tournament-metrics">
          <table className="metric-table top-scorers">
            <caption className="stat-hidden">{t("topScorers.title")}</caption>
            <thead>
              <tr>
                <th scope="col" className="metric-table__num">
                  #
                </th>
                <th scope="col" className="metric-table__who">
                  {t("topScorers.player")}
                </th>
                <th scope="col" className="metric-table__num">
                  {t("topScorers.goals")}
                </th>
                <th scope="col" className="metric-table__num">
                  {t("topScorers.assists")}
                </th>
                <th scope="col" className="metric-table__num">
                  {t("topScorers.played")}
                </th>
              </tr>
            </thead>
            <tbody>
              {topScorersOf(tables, TOP_SCORERS_LIMIT).map((row) => (
                <tr key={row.player.id}>
                  <td className="metric-table__num metric-table__pos">{row.position}</td>
                  <th scope="row" className="metric-table__who">
                    <Link
                      to="/$locale/player/$id"
                      params={{ locale, id: row.player.id }}
                      className="metric-table__name"
                    >
                      {row.player.name}
                    </Link>
                    <TeamNameLink teamId={row.team.id} locale={locale} className="metric-table__team">
                      {row.team.name}
                    </TeamNameLink>
                  </th>
                  <td className="metric-table__num metric-table__value">{row.goals}</td>
                  <td className="metric-table__num">
                    {row.assists ?? <abbr title={t("topScorers.unknown")}>–</abbr>}
                  </td>
                  <td className="metric-table__num">{row.played}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </StatisticsPageStates>
  );
}
