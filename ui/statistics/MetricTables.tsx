import "./statistics.css";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import type { MetricTable } from "../../domain/statistics/statisticsAnswers.ts";
import { SlidersIcon } from "../icons/UiIcons.tsx";
import { MetricListSheet } from "./MetricListSheet.tsx";
import { formatMetricValue, metricName } from "./metricNames.ts";
import { TeamNameLink } from "./TeamNameLink.tsx";

/**
 * The table's panel, which the tabs control. Fixed, not `useId`'s: a tab mounted after hydration (the
 * metric chosen in the sheet) would get the browser's id while the panel keeps the server's, which need
 * not be the same. A page shows one metric table set at a time.
 */
const PANEL_ID = "metric-tables-panel";

/** How many metric tabs show before the parameter list sheet (the rest, and the chosen one, come from there). */
export const QUICK_METRICS = 4;

/** The first metrics' tabs, and the chosen one's after them when it is further down the list. */
export const quickTables = (
  tables: ReadonlyArray<MetricTable>,
  chosen: MetricTable,
): ReadonlyArray<MetricTable> => {
  const quick = tables.slice(0, QUICK_METRICS);
  return quick.includes(chosen) ? quick : [...quick, chosen];
};

/**
 * Metric tables (top players, top teams, a team's statistics): tabs for the first few metrics, and the
 * parameter list sheet with every metric by stat group; the first metric is shown by default. Each row
 * has the position, the player (a link to their page, their team under) or the team, the value and the
 * matches played. Which metric is shown (`chosen`, set by a tab or the sheet) and whether the sheet is
 * open are the view's own choice, not page state, like the standings' sheets.
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
  const [listOpen, setListOpen] = useState(false);
  const tabs = useRef<HTMLFieldSetElement>(null);
  const table = tables.find((candidate) => candidate.metric === chosen) ?? tables[0];
  const shown = table?.metric;
  // A metric chosen in the sheet gets a tab at the end of the row: scrolled to where a phone shows it.
  useEffect(() => {
    const strip = tabs.current;
    const tab = strip?.querySelector<HTMLElement>(".tabs__tab--current");
    if (!strip || !tab || shown === undefined) return;
    const box = strip.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    if (at.right > box.right) strip.scrollLeft += at.right - box.right;
    else if (at.left < box.left) strip.scrollLeft -= box.left - at.left;
  }, [shown]);
  if (!table) return null;
  const name = metricName(t, table.metric);
  return (
    <div className="metric-tables" data-metric={table.metric}>
      <div className="metric-tables__bar">
        <fieldset ref={tabs} className="tabs metric-tables__tabs">
          <legend className="stat-hidden">{t("metrics.tabs")}</legend>
          {quickTables(tables, table).map((candidate) => (
            <button
              key={candidate.metric}
              type="button"
              className={candidate === table ? "tabs__tab tabs__tab--current" : "tabs__tab"}
              aria-pressed={candidate === table}
              aria-controls={PANEL_ID}
              data-metric={candidate.metric}
              onClick={() => setChosen(candidate.metric)}
            >
              {metricName(t, candidate.metric)}
            </button>
          ))}
        </fieldset>
        {tables.length > QUICK_METRICS && (
          <button
            type="button"
            className="button button--ghost metric-tables__all"
            aria-haspopup="dialog"
            onClick={() => setListOpen(true)}
          >
            <SlidersIcon size={16} />
            {t("metrics.all")}
          </button>
        )}
      </div>
      <div id={PANEL_ID} className="metric-tables__panel">
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
                        <TeamNameLink teamId={row.team.id} locale={locale} className="metric-table__team">
                          {row.team.name}
                        </TeamNameLink>
                      </>
                    ) : (
                      <TeamNameLink teamId={row.team.id} locale={locale} className="metric-table__name">
                        {row.team.name}
                      </TeamNameLink>
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
      <MetricListSheet
        open={listOpen}
        tables={tables}
        current={table.metric}
        onClose={() => setListOpen(false)}
        onChoose={(metric) => {
          setChosen(metric);
          setListOpen(false);
        }}
      />
    </div>
  );
}
