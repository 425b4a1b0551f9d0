import { DAY_MS, WORLD_EPOCH, YEAR_MS } from "./calendar";
import type { Transfer, TransferType } from "./model";
import type { Rng } from "./rng";

export interface Career {
  readonly playerId: string;
  readonly teamId: string;
  readonly age: number;
  readonly youth: boolean;
  readonly peers: ReadonlyArray<string>;
  readonly value: number;
}

/** A date in the summer (July, August) or winter (January) window of a season that ended `yearsAgo`. */
const windowDate = (rng: Rng, yearsAgo: number): number => {
  const year = new Date(WORLD_EPOCH).getUTCFullYear() - yearsAgo;
  const winter = rng.chance(0.25);
  const start = winter ? Date.UTC(year, 0, 2) : Date.UTC(year, 6, 1);
  const length = winter ? 29 : 61;
  return start + rng.int(0, length) * DAY_MS;
};

const moveType = (rng: Rng): TransferType =>
  rng.weighted<TransferType>([
    ["regular", 45],
    ["free transfer", 18],
    ["undisclosed", 15],
    ["loan", 12],
    ["unknown", 5],
    ["released", 5],
  ]);

/**
 * A short, plausible career ending at the player's current club: where they started (an academy
 * promotion or a free agent signing), a few moves, loans that end, now and then a release. Oldest first.
 */
export const careerTransfers = (rng: Rng, career: Career): ReadonlyArray<Transfer> => {
  if (career.youth) {
    return rng.chance(0.6)
      ? [
          {
            playerId: career.playerId,
            fromTeamId: null,
            toTeamId: career.teamId,
            date: windowDate(rng, rng.int(0, 1)),
            type: "promotion",
            fee: 0,
          },
        ]
      : [];
  }
  const seasons = Math.max(0, Math.floor(career.age - 18));
  const moves = Math.min(4, rng.int(0, Math.ceil(seasons / 4)));
  const out: Transfer[] = [];
  // Years before the epoch of each move, most recent last; every move a season or more apart.
  const gaps: number[] = [];
  let yearsAgo = 0;
  for (let i = 0; i < moves; i++) {
    gaps.unshift(yearsAgo);
    yearsAgo += rng.int(1, 3);
  }
  const peer = (not: string | null): string => {
    let id = rng.pick(career.peers);
    for (let tries = 0; id === career.teamId || id === not; tries++) {
      if (tries > 8 || career.peers.length < 3) return id;
      id = rng.pick(career.peers);
    }
    return id;
  };
  let at: string | null = null;
  let last = 0;
  const push = (to: string | null, type: TransferType, date: number, fee = 0): void => {
    // Windows of neighbouring seasons can overlap a loan's return: keep the story in order.
    last = Math.min(Math.max(date, last + DAY_MS), WORLD_EPOCH - DAY_MS);
    out.push({ playerId: career.playerId, fromTeamId: at, toTeamId: to, date: last, type, fee });
    at = to;
  };
  const start = windowDate(rng, yearsAgo + 1);
  push(moves === 0 ? career.teamId : peer(null), rng.chance(0.7) ? "promotion" : "free agent", start);
  for (let i = 0; i < gaps.length; i++) {
    const last = i === gaps.length - 1;
    const to = last ? career.teamId : peer(at);
    const date = windowDate(rng, gaps[i]!);
    const type = moveType(rng);
    if (type === "released") {
      push(null, "released", date - 30 * DAY_MS);
      push(to, "free agent", date);
    } else if (type === "loan" && !last) {
      // A loan elsewhere and back, then on to the next club.
      const lender = at;
      push(to, "loan", date);
      push(lender, "end of loan", date + YEAR_MS / 2);
    } else {
      const fee = type === "regular" ? Math.round((career.value * (0.4 + rng.next())) / 50_000) * 50_000 : 0;
      push(to, type, date, fee);
    }
  }
  return out;
};
