import { Effect, Schema } from "effect";
import type { TipTeams } from "../../../domain/tips/tipTeams";
import { execute, queryRows } from "../../accounts/stores/columns";

const EventRow = Schema.Struct({ event_id: Schema.String });

/**
 * The events of tips that have no teams yet (published before tips kept them), in id order after
 * `afterEventId`: one page of the start-up backfill.
 */
export const eventsOfTipsWithoutTeams = Effect.fn("tipTeamsStore.eventsWithoutTeams")(
  (afterEventId: string, limit: number) =>
    Effect.map(
      queryRows(
        EventRow,
        `SELECT DISTINCT event_id FROM tips WHERE home_team_id IS NULL AND event_id > $1
         ORDER BY event_id LIMIT $2`,
        [afterEventId, limit],
      ),
      (rows) => rows.map((row) => row.event_id),
    ),
);

/** Gives an event's tips that have none their teams; answers how many tips it filled. */
export const fillTipTeams = Effect.fn("tipTeamsStore.fill")((eventId: string, teams: TipTeams) =>
  execute(
    `UPDATE tips SET home_team_id = $2, away_team_id = $3
     WHERE event_id = $1 AND home_team_id IS NULL RETURNING id`,
    [eventId, teams.homeTeamId, teams.awayTeamId],
  ),
);
