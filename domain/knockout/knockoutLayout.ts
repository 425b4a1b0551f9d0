/** The round types of a knockout (sports-data.md, Knockout). */
export type KnockoutRoundType =
  | "REGULAR"
  | "ONE_SIXTEENTH"
  | "ONE_EIGHTH"
  | "QUARTERFINALS"
  | "SEMIFINALS"
  | "FINAL";

export interface KnockoutRound {
  readonly id: string;
  readonly type: KnockoutRoundType;
  /** The round's pairs (one match, or two legs), top to bottom. */
  readonly pairIds: ReadonlyArray<string>;
}

/** A top tab (a stage, e.g. the group or the play-off) and its round tabs at the bottom, in order. */
export interface KnockoutTopTab {
  readonly id: string;
  readonly roundIds: ReadonlyArray<string>;
}

/** What the knockout screen navigates: its tabs and rounds, and the round being played now. */
export interface KnockoutLayout {
  readonly topTabs: ReadonlyArray<KnockoutTopTab>;
  readonly rounds: Readonly<Record<string, KnockoutRound>>;
  readonly currentRoundId: string;
}

/** The top tab holding a round (the first tab when none does). */
export const topTabOfRound = (layout: KnockoutLayout, roundId: string): KnockoutTopTab | undefined =>
  layout.topTabs.find((tab) => tab.roundIds.includes(roundId)) ?? layout.topTabs[0];

/** A top tab's last round: where switching to the tab lands. */
export const lastRoundOf = (tab: KnockoutTopTab): string | undefined => tab.roundIds.at(-1);

/** The round one step forward (+1) or back (-1) within its top tab, or undefined at either end. */
export const stepRound = (layout: KnockoutLayout, roundId: string, direction: 1 | -1): string | undefined => {
  const tab = topTabOfRound(layout, roundId);
  if (!tab) return undefined;
  const at = tab.roundIds.indexOf(roundId);
  return at < 0 ? undefined : tab.roundIds[at + direction];
};

/** The pair highlighted on arriving at a round by a step: its first. */
export const firstPairOf = (layout: KnockoutLayout, roundId: string): string | null =>
  layout.rounds[roundId]?.pairIds[0] ?? null;
