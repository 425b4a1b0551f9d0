import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { MetricTable } from "../../domain/statistics/statisticsAnswers.ts";
import { useLocale } from "../app/hooks.ts";
import { formatMetricValue, metricName } from "../statistics/metricNames.ts";

/** How many metrics the top players tab shows, and how many leaders of each. */
export const TOP_METRICS = 6;
export const TOP_LEADERS = 3;

/** The team's leaders: the first metrics' top three each, a small card per metric. */
export function TeamTopPlayers({ tables }: { readonly tables: ReadonlyArray<MetricTable> }) {
  const { t: statT, i18n } = useTranslation("statistics");
  const locale = useLocale();
  const shown = tables.filter((table) => table.rows.length > 0).slice(0, TOP_METRICS);
  return (
    <div className="team-leaders">
      {shown.map((table) => (
        <section key={table.metric} className="card team-leaders__card" data-metric={table.metric}>
          <header className="card__header">
            <h2 className="card__title">{metricName(statT, table.metric)}</h2>
          </header>
          <ol className="team-leaders__list">
            {table.rows.slice(0, TOP_LEADERS).map((row) => (
              <li key={row.player?.id ?? row.team.id} className="team-leaders__row">
                <span className="team-leaders__pos">{row.position}</span>
                {row.player ? (
                  <Link
                    to="/$locale/player/$id"
                    params={{ locale, id: row.player.id }}
                    className="team-leaders__name"
                  >
                    {row.player.name}
                  </Link>
                ) : (
                  <span className="team-leaders__name">{row.team.name}</span>
                )}
                <span className="team-leaders__value">
                  {formatMetricValue(table.metric, row.value, i18n.language)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
