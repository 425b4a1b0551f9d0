const KINDS = ["league", "cup", "groups_knockout", "draw", "friendlies"] as const;
export type TournamentKind = (typeof KINDS)[number];

/** A tournament kind's key in the page's words; one the page does not know reads as a league, the commonest. */
export const kindKey = (kind: string): TournamentKind =>
  (KINDS as ReadonlyArray<string>).includes(kind) ? (kind as TournamentKind) : "league";
