/**
 * The Statistics and Aggregator services' catalogue codes (sports-data section 8: "failures loading
 * tournament, event statistics and news are handled as actions"). An unknown id is not an error: the
 * query answers null and the page says "not found" with a 404.
 */
export const StatisticsErrorCode = {
  /** `first` outside 1..the list's maximum. */
  invalidPageSize: "statistics.invalid_page_size",
  /** `after` is not a cursor of this list. */
  invalidCursor: "statistics.invalid_cursor",
  /** A `where` or `orderBy` field path the list does not offer. */
  invalidField: "statistics.invalid_field",
  /** An argument outside its allowed values (a metric, a direction). */
  invalidArgument: "statistics.invalid_argument",
} as const;
export type StatisticsErrorCode = (typeof StatisticsErrorCode)[keyof typeof StatisticsErrorCode];

/** Page sizes of the spec (section 7): player matches 20, leagues 50, top players 30. */
export const PLAYER_MATCHES_PAGE = 20;
export const LEAGUES_PAGE = 50;
export const TOP_PLAYERS_LIMIT = 30;
/** Last matches of each team on the h2h tab: 4 and 5 (section 3, eventLastMatches). */
export const LAST_MATCHES_SHORT = 4;
export const LAST_MATCHES_LONG = 5;
/** The largest page any list gives. */
export const MAX_PAGE = 100;
