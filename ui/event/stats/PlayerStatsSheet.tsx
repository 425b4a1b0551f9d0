import { useTranslation } from "react-i18next";
import { groupColumns, PLAYER_STAT_GROUPS, statValue } from "../../../domain/statistics/playerStatsTable.ts";
import type { PlayerMatchStatsView, StatTeamRef } from "../../../domain/statistics/statisticsAnswers.ts";
import { Modal } from "../../auth/Modal.tsx";
import { RatingBadge } from "./RatingBadge.tsx";
import { ChartIcon } from "./StatsIcons.tsx";
import { positionName, statName } from "./statWords.ts";

/** The "player stats" sheet (issue 9): one player's every statistic of the match, group by group. */
export function PlayerStatsSheet({
  player,
  team,
  onClose,
}: {
  readonly player: PlayerMatchStatsView;
  readonly team: StatTeamRef;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation("eventStatsTabs");
  const groups = PLAYER_STAT_GROUPS.filter((group) => player.values.some((v) => v.group === group));
  return (
    <Modal open onClose={onClose} title={player.name} icon={<ChartIcon />} labelId="player-stats-sheet">
      <div className="modal__body player-sheet">
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
      </div>
    </Modal>
  );
}
