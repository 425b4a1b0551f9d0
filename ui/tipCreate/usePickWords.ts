import { useTranslation } from "react-i18next";
import type { TipCard } from "../../domain/tips/tipsQuery.ts";
import { tipPick } from "../tips/tipPick.ts";

/** A tip's selection in the words of the event page and the tip cards: the market (and scope), the outcome. */
export const usePickWords = (
  selection: TipCard["selection"],
): { readonly market: string; readonly outcome: string } => {
  const { t } = useTranslation();
  const pick = tipPick(selection);
  const market = pick.marketKey ? t(pick.marketKey as "market.1x2") : pick.marketText;
  const scope = pick.scope ? t(pick.scope.key as "scope.half", { number: pick.scope.number }) : null;
  const name = pick.outcome.key ? t(pick.outcome.key as "outcome.P1") : pick.outcome.text;
  return {
    market: scope ? `${market} · ${scope}` : market,
    outcome: pick.outcome.line ? `${name} ${pick.outcome.line}` : name,
  };
};
