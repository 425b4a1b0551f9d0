import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { formatOdds } from "../../domain/sportsbook/formatOdds.ts";
import { marketLine } from "../../domain/sportsbook/marketLine.ts";
import type { MainMarketView } from "../../domain/sportsbook/topEvent.ts";
import { PadlockIcon } from "./HomeIcons.tsx";
import { needsMarketCaption } from "./topEventLabels.ts";

/**
 * A top event's main market: one price per outcome, each leading to the event page (there is no bet
 * slip). A locked price shows a lock and leads nowhere. Markets other than the match winner say which
 * market and line they are.
 */
export function MainMarketOdds({
  market,
  link,
}: {
  readonly market: MainMarketView;
  readonly link: { readonly to: "/$locale/event/$id"; readonly params: { locale: string; id: string } };
}) {
  const { t } = useTranslation();
  const line = marketLine(market.parameters);
  const caption = needsMarketCaption(market)
    ? `${t(`market.${market.type}` as "market.1x2", { defaultValue: market.type })}${line ? ` ${line}` : ""}`
    : null;
  return (
    <div className="top-event__odds">
      {caption && <span className="top-event__market">{caption}</span>}
      <div className="top-event__prices" data-outcomes={market.outcomes.length}>
        {market.outcomes.map((outcome) => {
          const label = t(`outcome.${outcome.code}` as "outcome.P1", { defaultValue: outcome.code });
          if (outcome.locked) {
            return (
              <span
                key={outcome.id}
                className="home-odds home-odds--locked"
                role="img"
                aria-label={`${label}: ${t("feed.locked")}`}
              >
                <span className="home-odds__label">{label}</span>
                <PadlockIcon size={13} />
              </span>
            );
          }
          const price = formatOdds(outcome.coefficient);
          return (
            <Link key={outcome.id} {...link} className="home-odds" aria-label={`${label}: ${price}`}>
              <span className="home-odds__label">{label}</span>{" "}
              <span className="home-odds__price">{price}</span>
            </Link>
          );
        })}
      </div>
    </div>
  );
}
