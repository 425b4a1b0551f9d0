import "./leagues.css";
import { Link, useParams } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { groupLeaguesByCategory } from "../../domain/statistics/leagueGroups.ts";
import type { LeaguePage } from "../../domain/statistics/statisticsAnswers.ts";
import { useDocumentTitle, useLocale } from "../app/hooks.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { CompetitionMark } from "../home/CompetitionMark.tsx";
import { SportIcon } from "../icons/SportIcon.tsx";
import { ChevronRightIcon, TrophyIcon } from "../icons/UiIcons.tsx";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { MAIN_SPORTS, type MainSport, mainSportByCode, sportIdOf } from "../sports/mainSports.ts";
import { StatisticsLoading, StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { kindKey } from "../tournament/tournamentKind.ts";
import { leaguesPage } from "./leaguesPage.ts";

/**
 * `/{locale}/leagues/{sportCode}` (issue 9): a sport's leagues and cups from the Aggregator, grouped by
 * category with its flag mark, each leading to its tournament page; 50 at a time with a "more" button.
 */
export function LeaguesPage() {
  const { sportCode } = useParams({ strict: false }) as { sportCode?: string };
  const sport = mainSportByCode(sportCode ?? "");
  if (!sport) return <NotFoundPage />;
  return <Leagues key={sport.code} sport={sport} />;
}

function Leagues({ sport }: { readonly sport: MainSport }) {
  const { t } = useTranslation("tournament");
  const locale = useLocale();
  const sportName = t(sport.label);
  useDocumentTitle(t("leagues.documentTitle", { sport: sportName }));
  const actor = useStatisticsPage(leaguesPage, { sportId: sportIdOf(sport) });
  const loadingMore = useSelector(actor, (snapshot) => snapshot.hasTag("loadingMore"));
  return (
    <div className="page leagues-page" data-sport={sport.code}>
      <header className="page__header leagues-page__header">
        <h1 className="page__title">{t("leagues.title", { sport: sportName })}</h1>
      </header>
      <nav className="tabs leagues-page__sports" aria-label={t("sections")}>
        {MAIN_SPORTS.map((other) => (
          <Link
            key={other.code}
            to="/$locale/leagues/$sportCode"
            params={{ locale, sportCode: other.code }}
            className={other.code === sport.code ? "tabs__tab tabs__tab--current" : "tabs__tab"}
            aria-current={other.code === sport.code ? "page" : undefined}
          >
            <SportIcon sport={other.code} size={16} />
            <span>{t(other.label)}</span>
          </Link>
        ))}
      </nav>
      <StatisticsPageStates<LeaguePage>
        actor={actor}
        skeleton={<StatisticsLoading kind="list" count={12} label={t("leagues.loading")} />}
        isEmpty={(answer) => answer.nodes.length === 0}
        empty={{ body: t("leagues.none"), icon: <TrophyIcon size={26} /> }}
      >
        {(answer) => (
          <>
            <div className="leagues-page__groups">
              {groupLeaguesByCategory(answer.nodes).map((group) => (
                <section
                  key={group.category.id}
                  className="card leagues-group"
                  data-category={group.category.slug}
                >
                  <h2 className="leagues-group__head">
                    <CompetitionMark icon={group.category.icon} />
                    <span>{group.category.name}</span>
                  </h2>
                  <ul className="leagues-group__list">
                    {group.leagues.map((league) => (
                      <li key={league.id}>
                        <Link
                          to="/$locale/tournament/$id"
                          params={{ locale, id: league.id }}
                          className="leagues-group__league"
                          data-tournament-id={league.id}
                        >
                          <span className="leagues-group__names">
                            <span className="leagues-group__name">{league.name}</span>
                            <span className="leagues-group__kind">{t(`kind.${kindKey(league.kind)}`)}</span>
                          </span>
                          <ChevronRightIcon size={16} />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            <div className="leagues-page__more">
              <span className="leagues-page__count">
                {t("leagues.count", { shown: answer.nodes.length, total: answer.pageInfo.total })}
              </span>
              {answer.pageInfo.hasNextPage && (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={loadingMore}
                  aria-busy={loadingMore}
                  onClick={() => actor.send({ type: "statisticsPage.more" })}
                >
                  {loadingMore ? t("leagues.loadingMore") : t("leagues.more")}
                </button>
              )}
            </div>
          </>
        )}
      </StatisticsPageStates>
    </div>
  );
}
