import type { FeedEvent, Market, Scope, Sport } from "./tree";

const lockMarket = (market: Market): Market => {
  if (market.locked && Object.values(market.outcomes).every((o) => o.locked)) return market;
  const outcomes: Record<string, Market["outcomes"][string]> = {};
  for (const code in market.outcomes) {
    const outcome = market.outcomes[code]!;
    outcomes[code] = outcome.locked ? outcome : { ...outcome, locked: true };
  }
  return { ...market, locked: true, outcomes };
};

const lockScope = (scope: Scope): Scope => {
  const markets: Record<string, Market> = {};
  let changed = false;
  for (const name in scope.markets) {
    const market = scope.markets[name]!;
    markets[name] = lockMarket(market);
    if (markets[name] !== market) changed = true;
  }
  return changed ? { ...scope, markets } : scope;
};

const lockEvent = (event: FeedEvent): FeedEvent => {
  const scopes: Record<string, Scope> = {};
  let changed = !event.locked;
  for (const key in event.scopes) {
    const scope = event.scopes[key]!;
    scopes[key] = lockScope(scope);
    if (scopes[key] !== scope) changed = true;
  }
  return changed ? { ...event, locked: true, scopes } : event;
};

/**
 * The line as it must be shown while its provider is silent: every event and market locked, so that no
 * stale price is ever offered as live. When the provider speaks again its own state replaces this one.
 */
export const suspendLine = (sport: Sport): Sport => ({
  ...sport,
  categories: Object.fromEntries(
    Object.entries(sport.categories).map(([id, category]) => [
      id,
      {
        ...category,
        tournaments: Object.fromEntries(
          Object.entries(category.tournaments).map(([tid, tournament]) => [
            tid,
            {
              ...tournament,
              events: Object.fromEntries(
                Object.entries(tournament.events).map(([eid, e]) => [eid, lockEvent(e)]),
              ),
            },
          ]),
        ),
      },
    ]),
  ),
});
