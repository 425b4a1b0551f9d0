import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { groupColumns, PLAYER_STAT_GROUPS, statValue } from "../../domain/statistics/playerStatsTable.ts";
import type { PlayerMatchStatsView, StatTeamRef } from "../../domain/statistics/statisticsAnswers.ts";
import { Modal } from "../auth/Modal.tsx";
import { RatingBadge } from "../event/stats/RatingBadge.tsx";
import { ChartIcon } from "../event/stats/StatsIcons.tsx";
import { positionName, statName } from "../event/stats/statWords.ts";

/**
 * The "player stats" sheet (issue 9): one player's every statistic of a match, group by group. The event's
 * player-stats tab opens it on a row of its table, with the answer it has; the player page's matches open
 * the frame and fill it as the match's statistics load (ui/player/PlayerMatchStatsSheet.tsx). Its words
 * are the event tabs' ("eventStatsTabs"); its styles are playerStats.css, which both pages import.
 */
export function PlayerStatsSheet({
  player,
  team,
  onClose,
}: {
  readonly player: PlayerMatchStatsView;
  readonly team: StatTeamRef;
  readonly onClose: () => void;
}) {
  return (
    <PlayerStatsSheetFrame title={player.name} onClose={onClose}>
      <PlayerStatsValues player={player} team={team} />
    </PlayerStatsSheetFrame>
  );
}

/** The sheet with its title (the player's name) and whatever its body is: the values, or a state of their load. */
export function PlayerStatsSheetFrame({
  title,
  onClose,
  children,
}: {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Modal open onClose={onClose} title={title} icon={<ChartIcon />} labelId="player-stats-sheet">
      <div className="modal__body player-sheet">{children}</div>
    </Modal>
  );
}

/** Team, position, minutes and rating, then the statistics of each group the player has values in. */
export function PlayerStatsValues({
  player,
  team,
}: {
  readonly player: PlayerMatchStatsView;
  readonly team: StatTeamRef;
}) {
  const { t } = useTranslation("eventStatsTabs");
  const groups = PLAYER_STAT_GROUPS.filter((group) => player.values.some((v) => v.group === group));
  return (
    <>
      <p className="player-sheet__who">
        <span>{team.name}</span>
        {player.position && <span>{positionName(t, player.position)}</span>}
        <span>{t("playerStats.sheet.minutes", { minutes: player.minutesPlayed })}</span>
        <RatingBadge rating={player.rating} />
      </p>
      {groups.length === 0 ? (
        <p>{t("playerStats.sheet.none")}</p>
      ) : (
        groups.map((group) => (
          <section key={group} className="player-sheet__group">
            <h3 className="player-sheet__group-name">{t(`playerStats.groups.${group}`)}</h3>
            <dl className="player-sheet__values">
              {groupColumns([player], group).map((name) => (
                <div key={name} className="player-sheet__value">
                  <dt>{statName(t, name)}</dt>
                  <dd>{statValue(player, group, name)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))
      )}
    </>
  );
}
