import { useTranslation } from "react-i18next";
import { playerMatchGroups } from "../../domain/statistics/playerMatchGroups.ts";
import { useLocale } from "../app/hooks.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { Card } from "../common/Card.tsx";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { CalendarIcon } from "../icons/UiIcons.tsx";
import { StatEventRow } from "../statistics/StatEventRow.tsx";
import { StatisticsLoading, StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { MoreButton } from "../team/MoreButton.tsx";
import { MatchSummary } from "./MatchSummary.tsx";
import { playerMatchesPage } from "./playerPages.ts";

/**
 * The matches tab (issue 9): the player's matches newest first, 20 a page with "more", in runs of one
 * tournament under its name and category; each match's row with what the player did in it and the
 * minutes played. The service leaves out matches with nothing to count.
 */
export function PlayerMatchesTab({
  playerId,
  teamId,
}: {
  readonly playerId: string;
  readonly teamId: string | undefined;
}) {
  const { t } = useTranslation("team");
  const locale = useLocale();
  const { timeZone } = useLineSettings();
  const actor = useStatisticsPage(playerMatchesPage, { playerId });
  return (
    <StatisticsPageStates
      actor={actor}
      skeleton={<StatisticsLoading kind="events" label={t("matches.loading")} />}
      isEmpty={(answer) => answer.nodes.length === 0}
      empty={{
        title: t("matches.emptyTitle"),
        body: t("matches.emptyBody"),
        icon: <CalendarIcon size={26} />,
      }}
    >
      {(answer) => (
        <Card className="player-matches" title={t("matches.title")}>
          <div className="stat-events">
            {playerMatchGroups(answer.nodes).map((group) => (
              <section key={group.key} className="stat-events__group" data-tournament-id={group.tournamentId}>
                <h3 className="stat-events__head player-matches__head">
                  <span className="player-matches__tournament">{group.tournamentName}</span>
                  <span className="player-matches__category">{group.categoryName}</span>
                </h3>
                <ul className="player-matches__list">
                  {group.matches.map((match) => (
                    <li key={match.event.id} className="player-match">
                      <ul className="player-match__event">
                        <StatEventRow
                          event={match.event}
                          locale={locale}
                          timeZone={timeZone.name}
                          {...(teamId ? { markedTeamId: teamId } : {})}
                        />
                      </ul>
                      <MatchSummary match={match} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <MoreButton actor={actor} />
        </Card>
      )}
    </StatisticsPageStates>
  );
}
