import fc from "fast-check";
import { EventStatus } from "../../../domain/feed/tree";
import type { LineEntry } from "../../../domain/sportsbook/lineEntries";
import { scenarioCategories, sportLine, T0 } from "./sportsbookLine";

const DAY = 86_400_000;
const SPORT = { id: "soccer-id", code: "soccer", name: "Soccer", priority: 10000, kind: "base" as const };

const eventSpec = fc.record({
  status: fc.constantFrom(...EventStatus.literals),
  // Three days either side of T0, on the minute: enough to cross local midnights in every zone.
  startTime: fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }).map((minutes) => T0 + minutes * 60_000),
});

const tournamentSpec = fc.record({
  priority: fc.integer({ min: 0, max: 5 }),
  events: fc.array(eventSpec, { maxLength: 6 }),
});

const categorySpec = fc.record({
  priority: fc.integer({ min: 0, max: 3 }),
  tournaments: fc.array(tournamentSpec, { minLength: 1, maxLength: 4 }),
});

/** Random lines of one sport as entries: ids unique, priorities colliding often so ties get exercised. */
export const lineEntriesArb: fc.Arbitrary<LineEntry[]> = fc
  .array(categorySpec, { maxLength: 4 })
  .map((categories) => {
    const line = sportLine(
      SPORT,
      categories.map((category, c) => ({
        id: `cat-${c}`,
        name: `Category ${c}`,
        priority: category.priority,
        tournaments: category.tournaments.map((tournament, t) => ({
          id: `tour-${c}-${t}`,
          name: `Tournament ${c}.${t}`,
          priority: tournament.priority,
          events: tournament.events.map((event, e) => ({ ...event, id: `event-${c}-${t}-${e}` })),
        })),
      })),
    );
    return Object.values(line.categories).flatMap((category) =>
      Object.values(category.tournaments).flatMap((tournament) =>
        Object.values(tournament.events).map((event) => ({ category, tournament, event })),
      ),
    );
  });

/** A time-zone offset in seconds, on the quarter hour like real zones, within ±14 h. */
export const offsetArb = fc.integer({ min: -56, max: 56 }).map((quarters) => quarters * 900);

/** An instant within a day of T0. */
export const nowArb = fc.integer({ min: -DAY, max: DAY }).map((delta) => T0 + delta);

/** The fixed scenario as entries, for examples. */
export const scenarioEntries = (): LineEntry[] =>
  Object.values(sportLine(SPORT, scenarioCategories()).categories).flatMap((category) =>
    Object.values(category.tournaments).flatMap((tournament) =>
      Object.values(tournament.events).map((event) => ({ category, tournament, event })),
    ),
  );
