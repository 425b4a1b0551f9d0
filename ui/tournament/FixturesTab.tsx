import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import type { StatEventPage } from "../../domain/statistics/statisticsAnswers.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { Card } from "../common/Card.tsx";
import { CalendarIcon } from "../icons/UiIcons.tsx";
import { StatEventList } from "../statistics/StatEventList.tsx";
import { StatisticsLoading, StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { fixturesPage } from "./tournamentPages.ts";

/** The fixtures tab: the season's matches to come, soonest first, by round, a page at a time. */
export function FixturesTab({
  seasonId,
  locale,
  timeZone,
}: {
  readonly seasonId: string;
  readonly locale: LocalePath;
  readonly timeZone: string;
}) {
  const { t } = useTranslation("tournament");
  const actor = useStatisticsPage(fixturesPage, { seasonId });
  const loadingMore = useSelector(actor, (snapshot) => snapshot.hasTag("loadingMore"));
  return (
    <StatisticsPageStates<StatEventPage>
      actor={actor}
      skeleton={<StatisticsLoading kind="events" />}
      isEmpty={(answer) => answer.nodes.length === 0}
      empty={{ body: t("fixtures.none"), icon: <CalendarIcon size={26} /> }}
    >
      {(answer) => (
        <Card title={t("fixtures.title")} icon={<CalendarIcon size={18} />} className="tournament-fixtures">
          <StatEventList events={answer.nodes} grouping="round" locale={locale} timeZone={timeZone} />
          {answer.pageInfo.hasNextPage && (
            <div className="tournament-more">
              <button
                type="button"
                className="button button--ghost"
                disabled={loadingMore}
                aria-busy={loadingMore}
                onClick={() => actor.send({ type: "statisticsPage.more" })}
              >
                {loadingMore ? t("fixtures.loadingMore") : t("fixtures.more")}
              </button>
            </div>
          )}
        </Card>
      )}
    </StatisticsPageStates>
  );
}
