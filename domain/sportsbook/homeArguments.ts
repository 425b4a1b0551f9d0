import { Schema } from "effect";
import { TimeZoneOffset } from "../feed/views";
import { TOP_TOURNAMENTS_MAX_SIZE } from "./homeLimits";

/**
 * The arguments of the two home queries, checked beyond what GraphQL's types say (an `Int` is any 32-bit
 * integer; an offset must be a real one, a size must be within the cap).
 */
const SportId = Schema.String.check(Schema.isNonEmpty({ message: "sportId must not be empty" }));

export const TopEventsArguments = Schema.Struct({
  sportId: SportId,
  /** Seconds east of UTC: a real zone's offset (quarter hours from UTC-12 to UTC+14). */
  timeZoneOffset: TimeZoneOffset,
});
export type TopEventsArguments = typeof TopEventsArguments.Type;

export const TopTournamentsArguments = Schema.Struct({
  sportId: SportId,
  size: Schema.Int.check(
    Schema.isBetween(
      { minimum: 1, maximum: TOP_TOURNAMENTS_MAX_SIZE },
      { message: `size must be between 1 and ${TOP_TOURNAMENTS_MAX_SIZE}` },
    ),
  ),
});
export type TopTournamentsArguments = typeof TopTournamentsArguments.Type;

/** Codes of the Sportsbook service's errors (`extensions.code`; `extensions.type` is the catalogue type). */
export const SportsbookErrorCode = {
  invalidArgument: "sportsbook.invalid_argument",
  sportNotFound: "sport.not_found",
} as const;
