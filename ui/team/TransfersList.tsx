import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { StatTeamRef, StatTransfer } from "../../domain/statistics/statisticsAnswers.ts";
import { useLocale } from "../app/hooks.ts";
import { ChevronRightIcon } from "../icons/UiIcons.tsx";
import { formatCalendarDay, formatMoney } from "./teamFormat.ts";
import { useMoneyWords } from "./useMoneyWords.ts";

const TYPE_LABELS: Readonly<Record<string, string>> = {
  undisclosed: "transfers.types.undisclosed",
  "free agent": "transfers.types.freeAgent",
  "free transfer": "transfers.types.freeTransfer",
  promotion: "transfers.types.promotion",
  loan: "transfers.types.loan",
  "end of loan": "transfers.types.endOfLoan",
  "end of career": "transfers.types.endOfCareer",
  regular: "transfers.types.regular",
  released: "transfers.types.released",
};

/**
 * A list of transfers (issue 9; the team's arrivals or departures, a player's career): the date, the
 * player (on a team's list), from and to (links to the teams; "no club" when there is none), the type and
 * the fee in short (a dash when there is none or it was not disclosed).
 */
export function TransfersList({
  transfers,
  showPlayer,
}: {
  readonly transfers: ReadonlyArray<StatTransfer>;
  readonly showPlayer: boolean;
}) {
  const { t, i18n } = useTranslation("team");
  const locale = useLocale();
  const money = useMoneyWords();
  return (
    <ul className="transfers">
      {transfers.map((transfer, index) => {
        const fee = formatMoney(transfer.fee, i18n.language, money);
        const type = TYPE_LABELS[transfer.type];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a player may move twice on one day; the list's order is fixed
          <li key={`${transfer.player.id} ${transfer.date} ${index}`} className="transfers__item">
            <span className="transfers__date">{formatCalendarDay(transfer.date, i18n.language)}</span>
            {showPlayer && (
              <Link
                to="/$locale/player/$id"
                params={{ locale, id: transfer.player.id }}
                className="transfers__player"
              >
                {transfer.player.name}
              </Link>
            )}
            <span className="transfers__move">
              <TeamName team={transfer.fromTeam} none={t("transfers.noClub")} />
              <ChevronRightIcon size={14} className="transfers__arrow" />
              <span className="stat-hidden">{t("transfers.to")}</span>
              <TeamName team={transfer.toTeam} none={t("transfers.noClub")} />
            </span>
            <span className="transfers__type">
              {type ? t(type as "transfers.types.loan") : transfer.type}
            </span>
            <span className="transfers__fee">
              <span className="stat-hidden">{t("transfers.fee")} </span>
              {fee ?? "–"}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function TeamName({ team, none }: { readonly team: StatTeamRef | null; readonly none: string }) {
  const locale = useLocale();
  if (!team) return <span className="transfers__team transfers__team--none">{none}</span>;
  return (
    <Link to="/$locale/team/$id" params={{ locale, id: team.id }} className="transfers__team">
      {team.name}
    </Link>
  );
}
