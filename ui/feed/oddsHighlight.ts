/**
 * How long a moved price stays highlighted (green up, red down; the move itself is domain/sportsbook's
 * oddsTrend). Presentation timing, not a rule: no page or server decides anything by it.
 */
export const ODDS_HIGHLIGHT_MS = 2500;
