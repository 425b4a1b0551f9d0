import type { StatisticsProvider, StatMatch } from "../provider/StatisticsProvider";
import { teamMatches } from "./teamMatches";

const ended = (match: StatMatch) => match.status === "finished";
const ahead = (match: StatMatch) => match.status === "not_started";

/**
 * An event's h2h tab (sports-data 3: eventLastMatches with 4 and 5, eventNextMatches): each team's last
 * finished matches (newest first) and next ones, and their meetings, from the seasons the provider keeps.
 */
export const eventH2h = (provider: StatisticsProvider, eventId: string, limit: number) => {
  const match = provider.match(eventId);
  if (!match) return null;
  const home = teamMatches(provider, match.home.id).filter((m) => m.id !== eventId);
  const away = teamMatches(provider, match.away.id).filter((m) => m.id !== eventId);
  const last = (list: StatMatch[]) => list.filter(ended).reverse().slice(0, limit);
  const next = (list: StatMatch[]) => list.filter(ahead).slice(0, limit);
  const meets = (m: StatMatch) => m.home.id === match.away.id || m.away.id === match.away.id;
  return {
    eventId,
    home: match.home,
    away: match.away,
    homeLast: last(home),
    awayLast: last(away),
    headToHead: home.filter((m) => ended(m) && meets(m)).reverse(),
    homeNext: next(home),
    awayNext: next(away),
  };
};
