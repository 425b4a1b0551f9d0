import { useState } from "react";
import { useTranslation } from "react-i18next";
import { statBarFills, statValueText } from "../../../domain/statistics/matchStatBars.ts";
import type { MatchStatPeriod } from "../../../domain/statistics/statisticsAnswers.ts";
import { InfoIcon } from "./StatsIcons.tsx";
import { statGroupName, statName, statPeriodLabel } from "./statWords.ts";

type Item = MatchStatPeriod["groups"][number]["items"][number];

/**
 * The match statistics by period: a switch over the periods the answer gives (All, then halves, quarters,
 * periods or sets), each group's statistics with both sides' values and bars, and a button opening the
 * sheet that explains them. The period shown is the visitor's choice on this screen only.
 */
export function MatchStatsCard({
  statistics,
  onInfo,
}: {
  readonly statistics: ReadonlyArray<MatchStatPeriod>;
  readonly onInfo: () => void;
}) {
  const { t } = useTranslation("eventStatsTabs");
  const [chosen, setChosen] = useState<string | null>(null);
  const current = statistics.find((p) => p.period === chosen) ?? statistics[0];
  return (
    <section className="card match-stats" aria-labelledby="match-stats-title">
      <header className="card__header">
        <h2 id="match-stats-title" className="card__title">
          {t("stats.title")}
        </h2>
        <button
          type="button"
          className="icon-button match-stats__info"
          aria-label={t("stats.info")}
          title={t("stats.info")}
          onClick={onInfo}
          data-testid="match-stats-info"
        >
          <InfoIcon />
        </button>
      </header>
      {!current ? (
        <p className="event-stats__note">{t("stats.empty")}</p>
      ) : (
        <>
          {statistics.length > 1 && (
            <fieldset className="tabs event-stats__switch" aria-label={t("stats.periodsLabel")}>
              {statistics.map((period) => (
                <button
                  key={period.period}
                  type="button"
                  className={period === current ? "tabs__tab tabs__tab--current" : "tabs__tab"}
                  aria-pressed={period === current}
                  onClick={() => setChosen(period.period)}
                  data-period={period.period}
                >
                  {statPeriodLabel(t, period.period)}
                </button>
              ))}
            </fieldset>
          )}
          {current.groups.map((group) => (
            <section key={group.name} className="match-stats__group">
              <h3 className="match-stats__group-name">{statGroupName(t, group.name)}</h3>
              <ul className="match-stats__items">
                {group.items.map((item) => (
                  <StatItem key={item.name} item={item} name={statName(t, item.name)} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}

const tenth = (n: number): number => Math.round(n * 1000) / 10;

function StatItem({ item, name }: { readonly item: Item; readonly name: string }) {
  const fills = statBarFills(item);
  const lead = (side: "home" | "away") =>
    `stat-item__value stat-item__value--${side}${fills.leader === side ? " stat-item__value--lead" : ""}`;
  const homeWidth = tenth(fills.home);
  const awayWidth = tenth(fills.away);
  return (
    <li className="stat-item">
      <span className={lead("home")}>{statValueText(item.home, item.unit)}</span>
      <span className="stat-item__name">{name}</span>
      <span className={lead("away")}>{statValueText(item.away, item.unit)}</span>
      <span className="stat-item__bars" aria-hidden="true">
        <svg className="stat-item__bar stat-item__bar--home" viewBox="0 0 100 6" preserveAspectRatio="none">
          <rect x="0" y="0" width="100" height="6" className="stat-item__track" />
          <rect
            x={100 - homeWidth}
            y="0"
            width={homeWidth}
            height="6"
            className={fills.leader === "home" ? "stat-item__fill stat-item__fill--lead" : "stat-item__fill"}
          />
        </svg>
        <svg className="stat-item__bar stat-item__bar--away" viewBox="0 0 100 6" preserveAspectRatio="none">
          <rect x="0" y="0" width="100" height="6" className="stat-item__track" />
          <rect
            x="0"
            y="0"
            width={awayWidth}
            height="6"
            className={
              fills.leader === "away"
                ? "stat-item__fill stat-item__fill--lead stat-item__fill--away"
                : "stat-item__fill stat-item__fill--away"
            }
          />
        </svg>
      </span>
    </li>
  );
}
