import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { Market } from "../../domain/feed/tree.ts";
import { marketLine } from "../../domain/sportsbook/marketLine.ts";
import { outcomeCaption } from "../event/outcomeCaption.ts";

/**
 * How a line row names a price of a market its column heads do not name: the outcome and its line, as on
 * the markets tab (`Over 2.5`, `1 −0.5`).
 */
export const useOutcomeLabel = () => {
  const { t } = useTranslation();
  return useCallback(
    (market: Pick<Market, "type" | "parameters">, code: string): string => {
      const caption = outcomeCaption(market.type, marketLine(market.parameters), code);
      const name = caption.key ? t(caption.key as "outcome.P1") : caption.text;
      return caption.line ? `${name} ${caption.line}` : name;
    },
    [t],
  );
};
