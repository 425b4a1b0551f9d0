import { Link } from "@tanstack/react-router";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ageOn } from "../../domain/statistics/playerAge.ts";
import type { StatPlayer } from "../../domain/statistics/statisticsAnswers.ts";
import { useLocale } from "../app/hooks.ts";
import { TeamCrest } from "../event/TeamCrest.tsx";
import { formatCalendarDay, formatMoney, formatMonthYear } from "../team/teamFormat.ts";
import { useCountryName } from "../team/useCountryName.ts";
import { useMoneyWords } from "../team/useMoneyWords.ts";

type TeamT = TFunction<"team">;

const positionName = (t: TeamT, position: string): string | undefined => {
  switch (position) {
    case "G":
      return t("player.positions.G");
    case "D":
      return t("player.positions.D");
    case "M":
      return t("player.positions.M");
    case "F":
      return t("player.positions.F");
    case "C":
      return t("player.positions.C");
    default:
      return position || undefined;
  }
};

const footName = (t: TeamT, foot: string): string | undefined => {
  switch (foot) {
    case "right":
      return t("player.feet.right");
    case "left":
      return t("player.feet.left");
    case "both":
      return t("player.feet.both");
    default:
      return undefined;
  }
};

/**
 * The player page's head (issue 9): name, team (a link to its page), then position, shirt number, age
 * with the date of birth, height, preferred foot, country, market value and contract end. A figure the
 * source does not give (0, none) is left out rather than shown as a dash.
 */
export function PlayerHeader({
  player,
  today,
}: {
  readonly player: StatPlayer;
  /** The visitor's day (`YYYY-MM-DD`), for the age. */
  readonly today: string;
}) {
  const { t, i18n } = useTranslation("team");
  const locale = useLocale();
  const money = useMoneyWords();
  const country = useCountryName();
  const age = ageOn(player.dateOfBirth, today);
  const value = formatMoney(player.marketValue, i18n.language, money);
  const facts: ReadonlyArray<readonly [string, string | undefined]> = [
    [t("player.position"), positionName(t, player.position)],
    [t("player.shirtNumber"), player.shirtNumber > 0 ? String(player.shirtNumber) : undefined],
    [
      t("player.age"),
      age === undefined
        ? undefined
        : t("player.ageBorn", { age, date: formatCalendarDay(player.dateOfBirth, i18n.language) }),
    ],
    [t("player.height"), player.height > 0 ? t("player.heightCm", { height: player.height }) : undefined],
    [t("player.foot"), footName(t, player.preferredFoot)],
    [t("player.country"), country(player.country) || undefined],
    [t("player.marketValue"), value],
    [
      t("player.contractUntil"),
      player.contractUntil === null ? undefined : formatMonthYear(player.contractUntil, i18n.language),
    ],
  ];
  return (
    <header className="card player-header">
      <div className="player-header__who">
        <span className="player-header__number" aria-hidden="true">
          {player.shirtNumber > 0 ? player.shirtNumber : initialOf(player.name)}
        </span>
        <div className="player-header__names">
          <h1 className="player-header__name">{player.name}</h1>
          <Link
            to="/$locale/team/$id"
            params={{ locale, id: player.team.id }}
            className="player-header__team"
          >
            <TeamCrest teamId={player.team.id} name={player.team.name} />
            <span>{player.team.name}</span>
          </Link>
        </div>
      </div>
      <dl className="team-facts player-facts">
        {facts
          .filter((fact): fact is readonly [string, string] => fact[1] !== undefined)
          .map(([label, text]) => (
            <div key={label} className="team-facts__item">
              <dt>{label}</dt>
              <dd>{text}</dd>
            </div>
          ))}
      </dl>
    </header>
  );
}

const initialOf = (name: string): string => name.trim().charAt(0).toUpperCase() || "?";

/** The head's outline while the profile loads. */
export function PlayerHeaderSkeleton({ label }: { readonly label: string }) {
  return (
    <div className="card player-header" role="status" aria-label={label} aria-busy="true">
      <div className="player-header__who" aria-hidden="true">
        <span className="ghost player-header__number" />
        <div className="player-header__names">
          <span className="ghost team-header__ghost-name" />
          <span className="ghost team-header__ghost-place" />
        </div>
      </div>
      <div className="team-facts" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <span key={index} className="ghost team-facts__ghost" />
        ))}
      </div>
    </div>
  );
}
