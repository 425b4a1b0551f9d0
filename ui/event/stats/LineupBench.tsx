import { useTranslation } from "react-i18next";
import { benchOf } from "../../../domain/statistics/lineupPitch.ts";
import type { LineupView } from "../../../domain/statistics/statisticsAnswers.ts";
import type { PitchView } from "./LineupPitch.tsx";
import { RatingBadge } from "./RatingBadge.tsx";
import { positionName } from "./statWords.ts";

/** A team's substitutes (who came on first, with the minute), its missing players with why, and its manager. */
export function LineupBench({ lineup, view }: { readonly lineup: LineupView; readonly view: PitchView }) {
  const { t } = useTranslation("eventStatsTabs");
  const bench = benchOf(lineup);
  return (
    <div className="lineup-bench">
      <h4 className="lineup-bench__title">{t("lineups.substitutes")}</h4>
      <ul className="lineup-bench__list">
        {bench.map((player) => (
          <li key={player.playerId} className="lineup-bench__player" data-player-id={player.playerId}>
            <span className="lineup-bench__number">{player.shirtNumber}</span>
            <span className="lineup-bench__who">
              <span className="lineup-bench__name">{player.name}</span>
              <span className="lineup-bench__meta">
                {positionName(t, player.position)}
                {" · "}
                {player.cameOn !== null ? (
                  <span className="lineup-bench__on">{t("lineups.cameOn", { minute: player.cameOn })}</span>
                ) : (
                  t("lineups.unused")
                )}
              </span>
            </span>
            {view === "performance" && player.cameOn !== null && (
              <RatingBadge rating={player.rating} size="small" />
            )}
          </li>
        ))}
      </ul>
      <h4 className="lineup-bench__title">{t("lineups.missing")}</h4>
      {lineup.missingPlayers.length === 0 ? (
        <p className="lineup-bench__none">{t("lineups.noMissing")}</p>
      ) : (
        <ul className="lineup-bench__list">
          {lineup.missingPlayers.map((player) => (
            <li key={player.playerId} className="lineup-bench__player lineup-bench__player--missing">
              <span className="lineup-bench__who">
                <span className="lineup-bench__name">{player.name}</span>
                <span className="lineup-bench__meta">{t(`lineups.reasons.${reasonOf(player.reason)}`)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="lineup-bench__manager">
        <span className="lineup-bench__label">{t("lineups.manager")}</span> {lineup.manager}
      </p>
    </div>
  );
}

const reasonOf = (reason: string): "injury" | "suspension" | "other" =>
  reason === "injury" || reason === "suspension" ? reason : "other";
