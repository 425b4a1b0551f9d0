import type { SqlExecutor } from "../db/SqlDriver";
import { type CatchUp, makeSimClock } from "../provider/simulator/simClock";

/** Where a sports clock starts: what every process of a cluster needs to read the same time. */
export interface ClockOrigin {
  readonly realStart: number;
  readonly simStart: number;
  readonly speed: number;
  readonly catchUp?: CatchUp;
}

interface OriginRow {
  real_start: string;
  sim_start: string;
  speed: number;
  catch_up_behind_ms: string | null;
  catch_up_speed: number | null;
}

const fromRow = (row: OriginRow): ClockOrigin => ({
  realStart: Number(row.real_start),
  simStart: Number(row.sim_start),
  speed: row.speed,
  ...(row.catch_up_behind_ms !== null && row.catch_up_speed !== null
    ? { catchUp: { behindMs: Number(row.catch_up_behind_ms), speed: row.catch_up_speed } }
    : {}),
});

const read = async (db: SqlExecutor): Promise<ClockOrigin | undefined> => {
  const [row] = await db.query<OriginRow>(
    "SELECT real_start, sim_start, speed, catch_up_behind_ms, catch_up_speed FROM sim_clock_origin",
  );
  return row ? fromRow(row) : undefined;
};

const write = (db: SqlExecutor, origin: ClockOrigin, replace: boolean) =>
  db.query(
    `INSERT INTO sim_clock_origin (id, real_start, sim_start, speed, catch_up_behind_ms, catch_up_speed)
     VALUES (true, $1, $2, $3, $4, $5)
     ON CONFLICT (id) DO ${replace ? "UPDATE SET real_start = $1, sim_start = $2, speed = $3, catch_up_behind_ms = $4, catch_up_speed = $5" : "NOTHING"}`,
    [
      origin.realStart,
      origin.simStart,
      origin.speed,
      origin.catchUp?.behindMs ?? null,
      origin.catchUp?.speed ?? null,
    ],
  );

/**
 * The cluster's clock origin: the first process to ask writes `proposed`, every later one reads it. A
 * cluster restarted at another SIM_SPEED goes on from the time the old clock shows, at the new speed, so
 * the sports clock never jumps back.
 */
export const sharedClockOrigin = async (
  db: SqlExecutor,
  proposed: ClockOrigin,
  realNow: () => number = Date.now,
): Promise<ClockOrigin> => {
  await write(db, proposed, false);
  const stored = (await read(db))!;
  if (stored.speed === proposed.speed) return stored;
  const clock = makeSimClock({
    speed: stored.speed,
    startAt: stored.simStart,
    realStart: stored.realStart,
    realNow,
    ...(stored.catchUp ? { catchUp: stored.catchUp } : {}),
  });
  const rebased: ClockOrigin = { realStart: realNow(), simStart: clock.now(), speed: proposed.speed };
  await write(db, rebased, true);
  return rebased;
};
