import { Link, useParams } from "@tanstack/react-router";
import { type RefObject, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { rankingPeriodOf, rankingTabOf } from "../../domain/tips/rankingQuery.ts";
import {
  effectivePeriod,
  PERIOD_UI_NAMES,
  RANKING_TABS,
  type RankingTab,
  STATISTICS_PERIODS,
  type StatisticsPeriod,
} from "../../domain/tips/stats/periods.ts";
import { RANKING_TOP_LIMIT } from "../../domain/tips/stats/ranking.ts";
import { useDocumentTitle, useLocale } from "../app/hooks.ts";
import { SportIcon } from "../icons/SportIcon.tsx";
import {
  DEFAULT_SPORT,
  MAIN_SPORTS,
  type MainSport,
  mainSportByCode,
  sportIdOf,
} from "../sports/mainSports.ts";
import { RankingList } from "./RankingList.tsx";
import { RankingNote } from "./RankingNote.tsx";

const ROUTE = "/$locale/tipsters-ranking/$sportCode/$tab/$period";

/**
 * `/{locale}/tipsters-ranking/{sportCode}/{tab}/{period}` (issue 8): the top tipsters of a sport by tab and
 * period, each with the sample and the honesty figures beside it. The route has already checked the
 * segments; every tab, period and sport is a link, so each list has its own address.
 */
export function RankingPage() {
  const { t } = useTranslation("ranking");
  const params = useParams({ from: ROUTE });
  const sport = mainSportByCode(params.sportCode) ?? mainSportByCode(DEFAULT_SPORT)!;
  const tab = rankingTabOf(params.tab) ?? "ALL";
  const period = rankingPeriodOf(params.period) ?? "ALL_TIME";
  const title = t("title", { sport: t(sport.label) });
  useDocumentTitle(title);
  const request = {
    sportId: sportIdOf(sport),
    tab,
    period: effectivePeriod(tab, period),
    limit: RANKING_TOP_LIMIT,
  };
  return (
    <div className="page ranking-page">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__subtitle">{t("subtitle")}</p>
      </header>
      <RankingSportTabs current={sport} tab={tab} period={period} />
      <RankingTabs sport={sport} current={tab} period={period} />
      <PeriodTabs sport={sport} tab={tab} current={period} />
      <div className="ranking-page__body">
        <RankingList key={`${request.sportId} ${tab} ${request.period}`} request={request} />
        <RankingNote />
      </div>
    </div>
  );
}

function RankingSportTabs({
  current,
  tab,
  period,
}: {
  readonly current: MainSport;
  readonly tab: RankingTab;
  readonly period: StatisticsPeriod;
}) {
  const { t } = useTranslation("ranking");
  const locale = useLocale();
  return (
    <nav className="tabs ranking-page__sports" aria-label={t("sports")}>
      {MAIN_SPORTS.map((sport) => (
        <Link
          key={sport.code}
          to={ROUTE}
          params={{ locale, sportCode: sport.code, tab, period }}
          className={sport.code === current.code ? "tabs__tab tabs__tab--current" : "tabs__tab"}
          aria-current={sport.code === current.code ? "page" : undefined}
        >
          <SportIcon sport={sport.code} size={16} />
          {t(sport.label)}
        </Link>
      ))}
    </nav>
  );
}

function RankingTabs({
  sport,
  current,
  period,
}: {
  readonly sport: MainSport;
  readonly current: RankingTab;
  readonly period: StatisticsPeriod;
}) {
  const { t } = useTranslation("ranking");
  const locale = useLocale();
  const nav = useRef<HTMLElement>(null);
  useCurrentInView(nav, current);
  return (
    <nav className="tabs ranking-page__tabs" aria-label={t("tabs")} ref={nav}>
      {RANKING_TABS.map((tab) => (
        <Link
          key={tab}
          to={ROUTE}
          // Streak is all time only: its link says so rather than carry a period it ignores.
          params={{ locale, sportCode: sport.code, tab, period: effectivePeriod(tab, period) }}
          className={tab === current ? "tabs__tab tabs__tab--current" : "tabs__tab"}
          aria-current={tab === current ? "page" : undefined}
        >
          {t(`tab.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}

/** The periods as links; on TOP_STREAK, all time alone, and why. */
function PeriodTabs({
  sport,
  tab,
  current,
}: {
  readonly sport: MainSport;
  readonly tab: RankingTab;
  readonly current: StatisticsPeriod;
}) {
  const { t } = useTranslation("ranking");
  const locale = useLocale();
  const shown = effectivePeriod(tab, current);
  const nav = useRef<HTMLElement>(null);
  useCurrentInView(nav, shown);
  const periodLabel = (period: StatisticsPeriod) =>
    t(`period.${PERIOD_UI_NAMES[period]}` as "period.allTime");
  if (tab === "TOP_STREAK")
    return (
      <div className="ranking-page__periods ranking-page__periods--fixed">
        <span className="ranking-period ranking-period--current">{periodLabel(shown)}</span>
        <p className="ranking-page__period-note">{t("streakAllTime")}</p>
      </div>
    );
  return (
    <nav className="ranking-page__periods" aria-label={t("periods")} ref={nav}>
      {STATISTICS_PERIODS.map((period) => (
        <Link
          key={period}
          to={ROUTE}
          params={{ locale, sportCode: sport.code, tab, period }}
          className={period === shown ? "ranking-period ranking-period--current" : "ranking-period"}
          aria-current={period === shown ? "page" : undefined}
        >
          {periodLabel(period)}
        </Link>
      ))}
    </nav>
  );
}

/** A phone scrolls a row of links sideways: the current one is brought into view (the last tabs start hidden). */
const useCurrentInView = (nav: RefObject<HTMLElement | null>, current: string) => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: again whenever the current link changes.
  useEffect(() => {
    const box = nav.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !link) return;
    // Only the row scrolls, never the page.
    const row = box.getBoundingClientRect();
    const at = link.getBoundingClientRect();
    box.scrollLeft += at.left - row.left - (row.width - at.width) / 2;
  }, [nav, current]);
};
