import { Effect } from "effect";
import { eventsOfTipsWithoutTeams, fillTipTeams } from "../stores/tipTeamsStore";
import type { EventTeamsLookup } from "./eventTeamsLookup";

/** Events read per page: each page is one short query, each event one update. */
const PAGE = 200;

export interface TipTeamsBackfilled {
  /** Events whose tips had no teams. */
  readonly events: number;
  /** Of those, the events the lookup knew. */
  readonly known: number;
  /** Events whose lookup threw (a provider's fault): left without teams like unknown ones, and logged. */
  readonly failed: number;
  /** Tips given their teams. */
  readonly tips: number;
}

/**
 * Gives the tips published before tips kept their teams (migration 0015) the teams of their event, from
 * what the server knows now. An event nobody knows (past the line, no statistics for it), or whose lookup
 * fails, keeps its tips without teams: they are on no team's list. Idempotent: it only fills nulls, so two
 * processes running it at once (a cluster's start) write the same values.
 */
export const backfillTipTeams = Effect.fn("tips.backfillTeams")(function* (lookup: EventTeamsLookup) {
  let events = 0;
  let known = 0;
  let failed = 0;
  let tips = 0;
  let after = "";
  for (;;) {
    const page = yield* eventsOfTipsWithoutTeams(after, PAGE);
    for (const eventId of page) {
      const teams = yield* Effect.orElseSucceed(
        Effect.try(() => lookup(eventId)),
        () => {
          failed += 1;
          return undefined;
        },
      );
      if (!teams) continue;
      known += 1;
      tips += yield* fillTipTeams(eventId, teams);
    }
    events += page.length;
    if (page.length < PAGE) break;
    after = page.at(-1)!;
  }
  return { events, known, failed, tips } satisfies TipTeamsBackfilled;
});
