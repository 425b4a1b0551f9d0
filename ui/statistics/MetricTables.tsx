import "./statistics.css";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import type { MetricTable } from "../../domain/statistics/statisticsAnswers.ts";
import { formatMetricValue, metricName } from "./metricNames.ts";

/**
 * Metric tables with a tab per metric (top players, top teams, a team's statistics): the first metric is
 * shown by default; each row has the position, the player (a link to their page, their team under) or
 * the team, the value and the matches played. Which tab is open is the view's own choice, not page state.
 */
export function MetricTables({
  tables,
  locale,
  subject,
}: {
  readonly tables: ReadonlyArray<MetricTable>;
  readonly locale: LocalePath;
  /** Rows name players (with their team) or teams. */
  readonly subject: "player" | "team";
}) {
  const { t, i18n } = useTranslation("statistics");
  const [chosen, setChosen] = useState<string | null>(null);
  const panelId = useId();
  const table = tables.find((candidate) => candidate.metric === chosen) ?? tables[0];
  if (!table) return null;
  const name = metricName(t, table.metric);
  return (
    <div className="metric-tables" data-metric={table.metric}>
      <fieldset className="tabs metric-tables__tabs">
        <legend className="stat-hidden">{t("metrics.tabs")}</legend>
        {tables.map((candidate) => (
          <button
            key={candidate.metric}
            type="button"
            className={candidate === table ? "tabs__tab tabs__tab--current" : "tabs__tab"}
            aria-pressed={candidate === table}
            aria-controls={panelId}
            data-metric={candidate.metric}
            onClick={() => setChosen(candidate.metric)}
          >
            {metricName(t, candidate.metric)}
          </button>
        ))}
      </fieldset>
      <div id={panelId} className="metric-tables__panel">
        {table.rows.length === 0 ? (
          <p className="metric-tables__none">{t("metrics.none")}</p>
        ) : (
          <table className="metric-table">
            <caption className="stat-hidden">{name}</caption>
            <thead>
              <tr>
                <th scope="col" className="metric-table__num">
                  <abbr title={t("metrics.positionName")}>{t("metrics.position")}</abbr>
                </th>
                <th scope="col" className="metric-table__who">
                  {subject === "player" ? t("metrics.player") : t("metrics.team")}
                </th>
                <th scope="col" className="metric-table__num metric-table__value">
                  {name}
                </th>
                <th scope="col" className="metric-table__num">
                  {t("metrics.played")}
                </th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.player?.id ?? row.team.id}>
                  <td className="metric-table__num metric-table__pos">{row.position}</td>
                  <th scope="row" className="metric-table__who">
                    {subject === "player" && row.player ? (
                      <>
                        <Link
                          to="/$locale/player/$id"
                          params={{ locale, id: row.player.id }}
                          className="metric-table__name"
                        >
                          {row.player.name}
                        </Link>
                        <Link
                          to="/$locale/team/$id"
                          params={{ locale, id: row.team.id }}
                          className="metric-table__team"
                        >
                          {row.team.name}
                        </Link>
                      </>
                    ) : (
                      <Link
                        to="/$locale/team/$id"
                        params={{ locale, id: row.team.id }}
                        className="metric-table__name"
                      >
                        {row.team.name}
                      </Link>
                    )}
                  </th>
                  <td className="metric-table__num metric-table__value">
                    {formatMetricValue(table.metric, row.value, i18n.language)}
                  </td>
                  <td className="metric-table__num">{row.played}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
