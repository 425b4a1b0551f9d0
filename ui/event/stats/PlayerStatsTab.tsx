import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  groupColumns,
  groupsWithValues,
  type PlayerSortKey,
  type PlayerStatGroup,
  type SortDirection,
  sortPlayerStats,
  statValue,
} from "../../../domain/statistics/playerStatsTable.ts";
import type {
  EventStatisticsAnswer,
  PlayerMatchStatsView,
} from "../../../domain/statistics/statisticsAnswers.ts";
import { PlayerStatsSheet } from "../../statistics/PlayerStatsSheet.tsx";
import type { StatTabProps } from "../EventStatTabView.tsx";
import { TeamCrest } from "../TeamCrest.tsx";
import { EventStatisticsTabFrame } from "./EventStatisticsTabFrame.tsx";
import { RatingBadge } from "./RatingBadge.tsx";
import { ChartIcon } from "./StatsIcons.tsx";
import { statName } from "./statWords.ts";

/**
 * `/event/{id}/player-stats`: every player of the match with team, minutes and rating, then the statistics
 * of the chosen group (general, attacking, passing, defending, duels, physical, goalkeeping: those the
 * answer has). Any column sorts the table (rating, best first, by default); a player's row opens the
 * "player stats" sheet with all their statistics.
 */
export function PlayerStatsTab(props: StatTabProps) {
  const { t } = useTranslation("eventStatsTabs");
  return (
    <EventStatisticsTabFrame
      tab={props}
      icon={<ChartIcon size={26} />}
      notOffered={{ title: t("playerStats.empty.title"), body: t("lineups.notOffered.body") }}
      skeleton="table"
      isEmpty={(answer) => answer.playerStats.length === 0}
      empty={{ title: t("playerStats.empty.title"), body: t("playerStats.empty.body") }}
    >
      {(answer) => <PlayerStatsTable answer={answer} />}
    </EventStatisticsTabFrame>
  );
}

interface Sort {
  readonly key: PlayerSortKey;
  readonly direction: SortDirection;
}

const sameKey = (a: PlayerSortKey, b: PlayerSortKey): boolean =>
  a.column === b.column &&
  (a.column !== "stat" || (b.column === "stat" && a.name === b.name && a.group === b.group));

function PlayerStatsTable({ answer }: { readonly answer: EventStatisticsAnswer }) {
  const { t } = useTranslation("eventStatsTabs");
  const groups = groupsWithValues(answer.playerStats);
  const [chosenGroup, setGroup] = useState<PlayerStatGroup | null>(null);
  const group = chosenGroup !== null && groups.includes(chosenGroup) ? chosenGroup : (groups[0] ?? "general");
  const [sort, setSort] = useState<Sort>({ key: { column: "rating" }, direction: "descending" });
  const [openId, setOpenId] = useState<string | null>(null);
  const columns = groupColumns(answer.playerStats, group);
  // A statistic of another group no longer has a column: sort by rating then.
  const key =
    sort.key.column === "stat" && sort.key.group !== group ? ({ column: "rating" } as const) : sort.key;
  const players = sortPlayerStats(answer.playerStats, key, sort.direction);
  const open = answer.playerStats.find((p) => p.playerId === openId) ?? null;

  const sortBy = (next: PlayerSortKey) =>
    setSort((current) =>
      sameKey(current.key, next)
        ? { key: next, direction: current.direction === "descending" ? "ascending" : "descending" }
        : { key: next, direction: next.column === "name" ? "ascending" : "descending" },
    );
  const ariaSort = (of: PlayerSortKey) => (sameKey(key, of) ? sort.direction : undefined);
  const teamOf = (player: PlayerMatchStatsView) => answer.event[player.teamType];

  return (
    <section className="card player-stats" aria-labelledby="player-stats-title">
      <header className="card__header">
        <h2 id="player-stats-title" className="card__title">
          {t("playerStats.title")}
        </h2>
      </header>
      {groups.length > 0 && (
        <fieldset
          className="tabs event-stats__switch player-stats__groups"
          aria-label={t("playerStats.groupsLabel")}
        >
          {groups.map((option) => (
            <button
              key={option}
              type="button"
              className={option === group ? "tabs__tab tabs__tab--current" : "tabs__tab"}
              aria-pressed={option === group}
              onClick={() => setGroup(option)}
              data-group={option}
            >
              {t(`playerStats.groups.${option}`)}
            </button>
          ))}
        </fieldset>
      )}
      <div className="player-stats__scroll">
        <table className="player-stats__table">
          <caption className="stat-hidden">{t("playerStats.title")}</caption>
          <thead>
            <tr>
              <SortHead
                label={t("playerStats.player")}
                sortKey={{ column: "name" }}
                ariaSort={ariaSort}
                onSort={sortBy}
                className="player-stats__player-head"
              />
              <th scope="col" className="player-stats__team-head">
                {t("playerStats.team")}
              </th>
              <SortHead
                label={t("playerStats.minutes")}
                title={t("playerStats.minutesName")}
                sortKey={{ column: "minutes" }}
                ariaSort={ariaSort}
                onSort={sortBy}
              />
              <SortHead
                label={t("playerStats.rating")}
                sortKey={{ column: "rating" }}
                ariaSort={ariaSort}
                onSort={sortBy}
              />
              {columns.map((name) => (
                <SortHead
                  key={name}
                  label={statName(t, name)}
                  sortKey={{ column: "stat", group, name }}
                  ariaSort={ariaSort}
                  onSort={sortBy}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {players.map((player) => (
              <tr
                key={player.playerId}
                className={`player-stats__row player-stats__row--${player.teamType}`}
                data-player-id={player.playerId}
              >
                <th scope="row" className="player-stats__player">
                  <button
                    type="button"
                    className="player-stats__open"
                    onClick={() => setOpenId(player.playerId)}
                    aria-label={t("playerStats.details", { name: player.name })}
                  >
                    {player.name}
                  </button>
                </th>
                <td className="player-stats__team">
                  <TeamCrest teamId={teamOf(player).id} name={teamOf(player).name} />
                  <span className="stat-hidden">{teamOf(player).name}</span>
                </td>
                <td className="player-stats__num">{player.minutesPlayed}</td>
                <td className="player-stats__num">
                  <RatingBadge rating={player.rating} size="small" />
                </td>
                {columns.map((name) => (
                  <td key={name} className="player-stats__num">
                    {statValue(player, group, name) ?? "–"}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && <PlayerStatsSheet player={open} team={teamOf(open)} onClose={() => setOpenId(null)} />}
    </section>
  );
}

function SortHead({
  label,
  title,
  sortKey,
  ariaSort,
  onSort,
  className,
}: {
  readonly label: string;
  readonly title?: string;
  readonly sortKey: PlayerSortKey;
  readonly ariaSort: (key: PlayerSortKey) => SortDirection | undefined;
  readonly onSort: (key: PlayerSortKey) => void;
  readonly className?: string;
}) {
  const { t } = useTranslation("eventStatsTabs");
  const direction = ariaSort(sortKey);
  return (
    <th scope="col" aria-sort={direction ?? "none"} className={className ?? "player-stats__num"}>
      <button
        type="button"
        className={direction ? "player-stats__sort player-stats__sort--on" : "player-stats__sort"}
        onClick={() => onSort(sortKey)}
        title={t("playerStats.sortBy", { column: title ?? label })}
      >
        {label}
        <span className="player-stats__arrow" aria-hidden="true">
          {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : ""}
        </span>
      </button>
    </th>
  );
}
