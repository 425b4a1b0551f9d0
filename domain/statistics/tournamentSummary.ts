import { Schema } from "effect";
import { StandingsScopeName, StatTeamRef } from "./statisticsAnswers";

/**
 * The tournament details tab's answers (tournamentQueries.ts): a season's tables without their matches,
 * and its knockout without the matches of each pair, with what the tab reads from them.
 */
export const StandingsSummary = Schema.Struct({
  seasonId: Schema.String,
  tables: Schema.Array(
    Schema.Struct({
      group: Schema.NullOr(Schema.String),
      scope: StandingsScopeName,
      rows: Schema.Array(
        Schema.Struct({
          position: Schema.Number,
          played: Schema.Number,
          points: Schema.Number,
          team: StatTeamRef,
        }),
      ),
    }),
  ),
  teams: Schema.Array(StatTeamRef),
});
export type StandingsSummary = typeof StandingsSummary.Type;

export const KnockoutSummary = Schema.Struct({
  seasonId: Schema.String,
  currentRoundId: Schema.String,
  rounds: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      type: Schema.String,
      number: Schema.Number,
      pairs: Schema.Array(
        Schema.Struct({
          winnerId: Schema.NullOr(Schema.String),
          home: Schema.NullOr(StatTeamRef),
          away: Schema.NullOr(StatTeamRef),
        }),
      ),
    }),
  ),
});
export type KnockoutSummary = typeof KnockoutSummary.Type;

export interface TableLeader {
  readonly group: string | null;
  readonly team: StatTeamRef;
  readonly points: number;
  readonly played: number;
}

/** The top of each overall table once a match has been played in it (none before: nobody leads yet). */
export const leadersOf = (summary: StandingsSummary): ReadonlyArray<TableLeader> =>
  summary.tables.flatMap((table) => {
    const top = table.rows[0];
    if (table.scope !== "overall" || !top || table.rows.every((row) => row.played === 0)) return [];
    return [{ group: table.group, team: top.team, points: top.points, played: top.played }];
  });

/** The teams a knockout season brings together: every team named in any of its pairs. */
export const knockoutTeamCount = (summary: KnockoutSummary): number => {
  const ids = new Set<string>();
  for (const round of summary.rounds)
    for (const pair of round.pairs) {
      if (pair.home) ids.add(pair.home.id);
      if (pair.away) ids.add(pair.away.id);
    }
  return ids.size;
};

/** The final's winner once it is decided. */
export const knockoutWinner = (summary: KnockoutSummary): StatTeamRef | undefined => {
  const final = summary.rounds.find((round) => round.type === "FINAL");
  const pair = final?.pairs.length === 1 ? final.pairs[0] : undefined;
  if (!pair?.winnerId) return undefined;
  return [pair.home, pair.away].find((team) => team?.id === pair.winnerId) ?? undefined;
};
