import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { playerMatchGroups } from "../../domain/statistics/playerMatchGroups.ts";
import type { StatEvent } from "../../domain/statistics/statisticsAnswers.ts";
import { useLocale } from "../app/hooks.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { Card } from "../common/Card.tsx";
import { ChartIcon } from "../event/stats/StatsIcons.tsx";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { CalendarIcon } from "../icons/UiIcons.tsx";
import { StatEventRow } from "../statistics/StatEventRow.tsx";
import { StatisticsLoading, StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { MoreButton } from "../team/MoreButton.tsx";
import { MatchSummary } from "./MatchSummary.tsx";
import { playerMatchesPage } from "./playerPages.ts";

// The sheet and its words load with the first click: most visits never open one.
const PlayerMatchStatsSheet = lazy(() =>
  import("./PlayerMatchStatsSheet.tsx").then((m) => ({ default: m.PlayerMatchStatsSheet })),
);

/**
 * The matches tab (issue 9): the player's matches newest first, 20 a page with "more", in runs of one
 * tournament under its name and category; each match's row with what the player did in it and the
 * minutes played, and a button opening the player's statistics of that match (the "player stats" sheet;
 * the row itself leads to the event). The service leaves out matches with nothing to count.
 */
export function PlayerMatchesTab({
  playerId,
  playerName,
  teamId,
}: {
  readonly playerId: string;
  readonly playerName: string | undefined;
  readonly teamId: string | undefined;
}) {
  const { t } = useTranslation("team");
  const locale = useLocale();
  const { timeZone } = useLineSettings();
  const actor = useStatisticsPage(playerMatchesPage, { playerId });
  const [open, setOpen] = useState<StatEvent | null>(null);
  // The sheet leaves the page when it closes: focus goes back to the button that opened it, once the
  // modal is gone (the page behind a modal takes no focus).
  const opener = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (open === null) opener.current?.focus();
  }, [open]);
  const close = () => setOpen(null);
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
                      <button
                        type="button"
                        className="icon-button player-match__stats"
                        aria-label={t("matches.stats.open", {
                          home: match.event.home.name,
                          away: match.event.away.name,
                        })}
                        title={t("matches.stats.short")}
                        aria-haspopup="dialog"
                        onClick={(event) => {
                          opener.current = event.currentTarget;
                          setOpen(match.event);
                        }}
                      >
                        <ChartIcon size={18} />
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <MoreButton actor={actor} />
          {open && (
            <Suspense fallback={null}>
              <PlayerMatchStatsSheet
                key={open.id}
                playerId={playerId}
                playerName={playerName}
                match={open}
                onClose={close}
              />
            </Suspense>
          )}
        </Card>
      )}
    </StatisticsPageStates>
  );
}
