import { Link } from "@tanstack/react-router";
import { memo, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { loadsLiveMarkets } from "../../domain/event/lifecycle.ts";
import type { FeedEvent } from "../../domain/feed/tree.ts";
import { isWinnerMarket, lineCells } from "../../domain/sportsbook/lineColumns.ts";
import { mainMarket } from "../../domain/sportsbook/mainMarket.ts";
import { useLocale } from "../app/hooks.ts";
import { EventMatch } from "./EventMatch.tsx";
import { type OddsAction, OddsCell } from "./OddsCell.tsx";
import { useOutcomeLabel } from "./useOutcomeLabel.ts";

export interface RowOptions {
  /** The sport's catalogue code: which market is the main one (domain/sportsbook). */
  readonly catalogueCode: string;
  /** The sport's line columns (`lineColumns`): the outcome codes the heads name. */
  readonly columns: ReadonlyArray<string>;
  readonly oddsVisible: boolean;
  readonly timeZone: string;
  /** The feed is behind (reconnecting): no price is offered as current. */
  readonly stale: boolean;
}

/**
 * One event on a line page: clock, participants with the score, and the main market. The match part and
 * every open price lead to the event page; `data-status` carries the raw event status for tests and styling.
 * NOTE: memoised: the feed fold shares unchanged events by reference, so a batch re-renders only the rows
 * it touched (pages keep `options` stable).
 */
export const EventRow = memo(function EventRow({
  event,
  options,
}: {
  readonly event: FeedEvent;
  readonly options: RowOptions;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Ended events carry no markets: their row keeps the prices' room empty rather than show dashes.
  const priced = options.oddsVisible && loadsLiveMarkets(event.status);
  const market = priced ? mainMarket(event, options.catalogueCode)?.market : undefined;
  const cells = market ? lineCells(market, options.columns) : options.columns.map(() => null);
  // A row showing a handicap or a total (the result is off) names each price itself, line included, on
  // every screen: the heads name only the winner markets' prices.
  const ownLabels = market !== undefined && !isWinnerMarket(market.type);
  const outcomeLabel = useOutcomeLabel();
  const columnLabels = useMemo(
    () => options.columns.map((code) => t(`outcome.${code}` as "outcome.P1")),
    [t, options.columns],
  );
  const locked = options.stale || event.locked || (market?.locked ?? false);
  // Kept while the row shows the same event, so a price that did not move skips its render (OddsCell is
  // memoised: a batch moving one price of a row renders that price alone).
  const priceLink = useCallback<OddsAction>(
    ({ className, ariaLabel, children }) => (
      <Link
        to="/$locale/event/$id"
        params={{ locale, id: event.id }}
        className={className}
        aria-label={ariaLabel}
      >
        {children}
      </Link>
    ),
    [locale, event.id],
  );
  return (
    <li
      className={priced ? "event-row" : "event-row event-row--unpriced"}
      data-event-id={event.id}
      data-status={event.status}
    >
      <EventMatch event={event} locale={locale} timeZone={options.timeZone} />
      {options.oddsVisible && !priced && <div className="event-row__odds event-row__odds--none" />}
      {priced && (
        <div
          className={ownLabels ? "event-row__odds event-row__odds--own-labels" : "event-row__odds"}
          data-market-type={market?.type}
        >
          {options.columns.map((code, at) => (
            <OddsCell
              key={code}
              outcome={cells[at] ?? undefined}
              label={
                market && ownLabels && cells[at] ? outcomeLabel(market, cells[at].code) : columnLabels[at]!
              }
              // The column heads name the prices on wide screens; on phones each price carries its name.
              showLabel
              locked={locked}
              action={priceLink}
            />
          ))}
        </div>
      )}
    </li>
  );
});
