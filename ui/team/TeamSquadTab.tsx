import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ageOn } from "../../domain/statistics/playerAge.ts";
import {
  DEFAULT_SQUAD_FILTER,
  SQUAD_FILTERS,
  type SquadFilter,
  type SquadGroup,
  squadGroups,
} from "../../domain/statistics/squadGroups.ts";
import type { StatPlayer } from "../../domain/statistics/statisticsAnswers.ts";
import { useLocale } from "../app/hooks.ts";
import { EmptyState } from "../common/EmptyState.tsx";
import { UsersIcon } from "../icons/UiIcons.tsx";
import { formatMoney } from "./teamFormat.ts";
import { useCountryName } from "./useCountryName.ts";
import { useMoneyWords } from "./useMoneyWords.ts";

const FILTER_LABELS = {
  all: "squad.all",
  G: "squad.goalkeepers",
  D: "squad.defenders",
  M: "squad.midfielders",
  F: "squad.forwards",
} as const satisfies Record<SquadFilter, string>;

const GROUP_LABELS = { ...FILTER_LABELS, other: "squad.others" } as const;

/**
 * The squad tab (issue 9): the profile's players by position, All by default, a tab per position; each
 * with shirt number, name (a link to the player's page), age, country and market value.
 */
export function TeamSquadTab({
  players,
  today,
}: {
  readonly players: ReadonlyArray<StatPlayer>;
  /** The visitor's day (`YYYY-MM-DD`), for the ages. */
  readonly today: string;
}) {
  const { t } = useTranslation("team");
  const [filter, setFilter] = useState<SquadFilter>(DEFAULT_SQUAD_FILTER);
  const groups = squadGroups(players, filter);
  if (players.length === 0)
    return (
      <section className="card">
        <EmptyState
          icon={<UsersIcon size={26} />}
          title={t("squad.emptyTitle")}
          body={t("squad.emptyBody")}
        />
      </section>
    );
  return (
    <div className="squad">
      <fieldset className="tabs squad__filters">
        <legend className="stat-hidden">{t("squad.filters")}</legend>
        {SQUAD_FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className={option === filter ? "tabs__tab tabs__tab--current" : "tabs__tab"}
            aria-pressed={option === filter}
            onClick={() => setFilter(option)}
          >
            {t(FILTER_LABELS[option])}
          </button>
        ))}
      </fieldset>
      {groups.map((group) => (
        <SquadTable key={group.position} group={group} today={today} />
      ))}
    </div>
  );
}

function SquadTable({ group, today }: { readonly group: SquadGroup<StatPlayer>; readonly today: string }) {
  const { t, i18n } = useTranslation("team");
  const locale = useLocale();
  const money = useMoneyWords();
  const country = useCountryName();
  const title = t(GROUP_LABELS[group.position]);
  return (
    <section className="card squad__group" aria-label={title}>
      <header className="card__header">
        <h2 className="card__title">{title}</h2>
        <span className="squad__count">{group.players.length}</span>
      </header>
      <table className="stat-table squad__table">
        <thead>
          <tr>
            <th scope="col" className="squad__number">
              <abbr title={t("squad.numberName")}>{t("squad.number")}</abbr>
            </th>
            <th scope="col" className="squad__player">
              {t("squad.player")}
            </th>
            <th scope="col" className="squad__country">
              {t("squad.country")}
            </th>
            <th scope="col" className="squad__age">
              {t("squad.age")}
            </th>
            <th scope="col" className="squad__value">
              {t("squad.value")}
            </th>
          </tr>
        </thead>
        <tbody>
          {group.players.map((player) => (
            <tr key={player.id}>
              <td className="squad__number">{player.shirtNumber > 0 ? player.shirtNumber : "–"}</td>
              <th scope="row" className="squad__player">
                <span className="squad__who">
                  <Link to="/$locale/player/$id" params={{ locale, id: player.id }} className="squad__name">
                    {player.name}
                  </Link>
                  <span className="squad__country-inline">{country(player.country)}</span>
                </span>
              </th>
              <td className="squad__country">{country(player.country)}</td>
              <td className="squad__age">{ageOn(player.dateOfBirth, today) ?? "–"}</td>
              <td className="squad__value">{formatMoney(player.marketValue, i18n.language, money) ?? "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
