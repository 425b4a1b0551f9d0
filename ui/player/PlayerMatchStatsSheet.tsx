import { useTranslation } from "react-i18next";
import { playerInMatch } from "../../domain/statistics/playerInMatch.ts";
import type { StatEvent } from "../../domain/statistics/statisticsAnswers.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { EmptyState } from "../common/EmptyState.tsx";
import { GhostList } from "../common/GhostList.tsx";
import { ChartIcon } from "../event/stats/StatsIcons.tsx";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { WarningIcon } from "../icons/UiIcons.tsx";
import { PlayerStatsSheetFrame, PlayerStatsValues } from "../statistics/PlayerStatsSheet.tsx";
import { useStatisticsAnswer, useStatisticsStatus } from "../statistics/StatisticsPageStates.tsx";
import { formatShortDate } from "../statistics/statTime.ts";
import { playerMatchStatsPage } from "./playerPages.ts";

/**
 * The "player stats" sheet opened from a row of the player's matches (issue 9): the event page's sheet,
 * filled with the player's row of that match's player statistics as they load (the page machine of
 * `playerMatchStatsPage`, started with the sheet and stopped when it closes). Its states inside the sheet:
 * loading (also while the event tabs' strings arrive: the player page does not carry them), failed with a
 * retry, and nothing counted for the player in this match.
 */
export function PlayerMatchStatsSheet({
  playerId,
  playerName,
  match,
  onClose,
}: {
  readonly playerId: string;
  /** The page's player, for the title until the match's answer names them. */
  readonly playerName: string | undefined;
  readonly match: StatEvent;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useTranslation("team");
  const statistics = useTranslation("statistics").t;
  // Not suspending (i18n.ts): false until the namespace has loaded, which this call starts.
  const { ready } = useTranslation("eventStatsTabs");
  const { timeZone } = useLineSettings();
  const actor = useStatisticsPage(playerMatchStatsPage, { eventId: match.id });
  const status = useStatisticsStatus(actor);
  const answer = useStatisticsAnswer(actor);
  const found = answer ? playerInMatch(answer, playerId) : null;
  const score = match.score ? `${match.score.home}–${match.score.away}` : "–";
  return (
    <PlayerStatsSheetFrame
      title={found?.player.name ?? playerName ?? t("matches.stats.title")}
      onClose={onClose}
    >
      <p className="player-sheet__match" data-event-id={match.id}>
        <span className="player-sheet__teams">
          {match.home.name} <strong>{score}</strong> {match.away.name}
        </span>
        <span className="player-sheet__date">
          {formatShortDate(match.startTime, timeZone.name, i18n.language)}
        </span>
      </p>
      {status === "loading" || !ready ? (
        <div role="status" aria-busy="true" className="player-sheet__state">
          <span className="stat-hidden">{t("matches.stats.loading")}</span>
          <GhostList kind="list" count={6} />
        </div>
      ) : status === "failed" ? (
        <div className="player-sheet__state line-empty">
          <EmptyState
            icon={<WarningIcon size={26} />}
            title={statistics("states.errorTitle")}
            body={statistics("states.errorBody")}
          />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => actor.send({ type: "statisticsPage.retry" })}
          >
            {statistics("states.retry")}
          </button>
        </div>
      ) : found ? (
        <PlayerStatsValues player={found.player} team={found.team} />
      ) : (
        <div className="player-sheet__state" data-state="empty">
          <EmptyState
            icon={<ChartIcon size={26} />}
            title={t("matches.stats.noneTitle")}
            body={t("matches.stats.noneBody")}
          />
        </div>
      )}
    </PlayerStatsSheetFrame>
  );
}
