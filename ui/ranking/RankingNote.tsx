import { useTranslation } from "react-i18next";
import { BUYER_STAKE_FUN } from "../../domain/tips/stats/buyersReturn.ts";
import { MIN_SETTLED_FOR_RANKING, RANKING_TOP_LIMIT } from "../../domain/tips/stats/ranking.ts";

/** What the ranking's figures mean and how it orders, with the rule's numbers from domain. */
export function RankingNote() {
  const { t, i18n } = useTranslation("ranking");
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <aside className="card ranking-note" aria-labelledby="ranking-note-title">
      <h2 className="ranking-note__title" id="ranking-note-title">
        {t("noteTitle")}
      </h2>
      <ul className="ranking-note__list">
        <li>{t("noteMinimum", { min: number.format(MIN_SETTLED_FOR_RANKING) })}</li>
        <li>{t("noteWinRate")}</li>
        <li>{t("noteLuck")}</li>
        <li>{t("noteBuyers", { stake: number.format(BUYER_STAKE_FUN) })}</li>
        <li>{t("noteClosingLine")}</li>
        <li>{t("noteTies", { limit: number.format(RANKING_TOP_LIMIT) })}</li>
      </ul>
    </aside>
  );
}
