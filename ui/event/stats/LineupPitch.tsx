import { useTranslation } from "react-i18next";
import { pitchLineup } from "../../../domain/statistics/lineupPitch.ts";
import type {
  LineupPlayerView,
  LineupView,
  StatTeamRef,
} from "../../../domain/statistics/statisticsAnswers.ts";
import { RatingBadge } from "./RatingBadge.tsx";

export type PitchView = "performance" | "positions";

/**
 * A team's starters on a half pitch: the forwards' row at the top, the keeper at the bottom by the goal,
 * each row from the left as the formation places it. Each player a shirt with the number, the name under
 * it, the rating on the shirt's corner (performance) and the minute they went off.
 */
export function LineupPitch({
  lineup,
  team,
  view,
}: {
  readonly lineup: LineupView;
  readonly team: StatTeamRef;
  readonly view: PitchView;
}) {
  const { t } = useTranslation("eventStatsTabs");
  const { rows } = pitchLineup(lineup);
  return (
    <figure className={`pitch pitch--${lineup.teamType}`}>
      <figcaption className="stat-hidden">{t("lineups.pitch", { team: team.name })}</figcaption>
      <div className="pitch__field">
        <span className="pitch__box" aria-hidden="true" />
        <span className="pitch__circle" aria-hidden="true" />
        <ol className="pitch__rows">
          {[...rows].reverse().map((row) => (
            <li key={row.map((p) => p.playerId).join(" ")} className="pitch__row">
              <ul className="pitch__players">
                {row.map((player) => (
                  <PitchPlayer key={player.playerId} player={player} view={view} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}

/** The name as a shirt prints it: the surname, or the whole name when it is one word. */
const shirtName = (name: string): string => {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? parts.slice(1).join(" ") : name;
};

function PitchPlayer({ player, view }: { readonly player: LineupPlayerView; readonly view: PitchView }) {
  const { t } = useTranslation("eventStatsTabs");
  return (
    <li className="pitch-player" data-player-id={player.playerId}>
      <span className="pitch-player__shirt">
        <span aria-hidden="true">{player.shirtNumber}</span>
        <span className="stat-hidden">{t("lineups.shirt", { number: player.shirtNumber })}</span>
        {view === "performance" && (
          <span className="pitch-player__rating">
            <RatingBadge rating={player.rating} size="small" />
          </span>
        )}
      </span>
      <span className="pitch-player__name" title={player.name}>
        {shirtName(player.name)}
      </span>
      {player.wentOff !== null && (
        <span className="pitch-player__off">{t("lineups.wentOff", { minute: player.wentOff })}</span>
      )}
    </li>
  );
}
