/**
 * Sizes of the home page's sportsbook blocks (sports-data sections 2, 7 and 9). The spec fixes the top
 * tournaments at 5 per request; it gives no number for top events, so the list is capped at a page's worth.
 */
export const TOP_TOURNAMENTS_DEFAULT_SIZE = 5;
/** The most tournaments one request may ask for: a bigger `size` is refused, not silently cut. */
export const TOP_TOURNAMENTS_MAX_SIZE = 20;
/** Live events first, then today's upcoming ones, up to this many. */
export const TOP_EVENTS_LIMIT = 20;
