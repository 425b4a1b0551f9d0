/** The player page's sub-pages (issue 9): `/player/{id}` is the matches, `/player/{id}/transfers`. */
export const PLAYER_TABS = ["matches", "transfers"] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];

export const DEFAULT_PLAYER_TAB: PlayerTab = "matches";

export const isPlayerTab = (value: string): value is PlayerTab =>
  (PLAYER_TABS as ReadonlyArray<string>).includes(value);
