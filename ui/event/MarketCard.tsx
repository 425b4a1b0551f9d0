import { useTranslation } from "react-i18next";
import { OddsCell } from "../feed/OddsCell.tsx";
import type { MarketFamily } from "./marketGroups.ts";
import { outcomeCaption } from "./outcomeCaption.ts";

const KNOWN_MARKETS = new Set(["1x2", "12", "handicap", "asian_handicap", "over_under", "correct_score"]);

/** Market types without a translation read as their feed name, tidied: `double_chance` → "double chance". */
const marketTitleKey = (type: string) =>
  KNOWN_MARKETS.has(type) ? (`market.${type}` as "market.1x2") : null;

/**
 * One market family (every line of a type in one scope): its name, then a row of prices per line. Wide
 * markets (a correct score) wrap their prices in a grid.
 */
export function MarketCard({
  family,
  locked,
  picked,
  onPick,
}: {
  readonly family: MarketFamily;
  /** The event is locked or the feed is behind: no price is open. */
  readonly locked: boolean;
  readonly picked: ReadonlySet<string>;
  readonly onPick: (outcomeId: string) => void;
}) {
  const { t } = useTranslation();
  const titleKey = marketTitleKey(family.type);
  const wide = family.lines.some((line) => line.outcomes.length > 3);
  return (
    <section className="market-card" data-market-type={family.type}>
      <h3 className="market-card__title">{titleKey ? t(titleKey) : family.type.replaceAll("_", " ")}</h3>
      {family.lines.map((line) => (
        <div
          key={line.market.id}
          className={wide ? "market-card__line market-card__line--wide" : "market-card__line"}
          // A line of up to three prices has a column each (event.css): not a style attribute, which the
          // page's CSP drops.
          data-columns={wide ? undefined : line.outcomes.length}
        >
          {line.outcomes.map((outcome) => {
            const caption = outcomeCaption(family.type, line.parameter, outcome.code);
            const name = caption.key ? t(caption.key as "outcome.P1") : caption.text;
            const label = caption.line ? `${name} ${caption.line}` : name;
            return (
              <OddsCell
                key={outcome.id}
                outcome={outcome}
                label={label}
                showLabel
                locked={locked || line.market.locked}
                action={({ className, ariaLabel, children }) => (
                  <button
                    type="button"
                    className={picked.has(outcome.id) ? `${className} odds--picked` : className}
                    aria-label={ariaLabel}
                    aria-pressed={picked.has(outcome.id)}
                    onClick={() => onPick(outcome.id)}
                  >
                    {children}
                  </button>
                )}
              />
            );
          })}
        </div>
      ))}
    </section>
  );
}
