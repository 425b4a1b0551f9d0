import { pairUp, roundTypeOf, seedOrder } from "./bracket";
import { rating } from "./cupSeasons";
import type { Season, SeasonCalendar, SeasonRound, TournamentFormat, World, WorldTournament } from "./model";
import { makeRng, type Rng } from "./rng";
import type { SeasonSpan } from "./seasonCalendar";

/** Day offsets of each round of a tennis draw from its Monday. */
const DRAW_DAYS: Record<32 | 128, ReadonlyArray<ReadonlyArray<number>>> = {
  32: [[0, 1], [2, 3], [4], [5], [6]],
  128: [[0, 1, 2], [3, 4], [5, 6], [7, 8], [9, 10], [11], [13]],
};

export const drawSeason = (
  world: World,
  t: WorldTournament,
  format: Extract<TournamentFormat, { kind: "draw" }>,
  span: SeasonSpan,
  rng: Rng,
): Pick<Season, "teamIds" | "groups" | "rounds"> => {
  const calendar = t.calendar as Extract<SeasonCalendar, { kind: "week" }>;
  const entrants = weekEntrants(world, format.gender, span.startYear, calendar.week).get(t.id) ?? [];
  const size = format.size;
  // The best quarter is seeded apart; the rest are drawn into the remaining lines.
  const order = seedOrder(size);
  const seeded = size / 4;
  const unseeded = rng.shuffle(entrants.slice(seeded));
  const lines = order.map((seed) => (seed <= seeded ? entrants[seed - 1] : unseeded.pop()) ?? "");
  const firstPairs = pairUp(lines).filter(([a, b]) => a !== "" && b !== "");
  const rounds = DRAW_DAYS[size].map((offsets, i): SeasonRound => {
    const matches = size / 2 ** (i + 1);
    return {
      number: i + 1,
      type: roundTypeOf(matches),
      stage: "PLAY_OFF",
      days: offsets.map((offset) => [span.startDay + offset, 1] as const),
      pairs: i === 0 ? firstPairs : null,
      matches,
    };
  });
  return { teamIds: entrants, groups: [], rounds };
};

const weekAllocations = new WeakMap<World, Map<string, ReadonlyMap<string, ReadonlyArray<string>>>>();

/**
 * Who plays where in one tennis week: every draw of the week shares the gender's players, the
 * strongest (by rating and the week's form) to the biggest events, and nobody in two draws at once.
 * Each list is ordered by that week's strength, which is the seeding.
 */
export const weekEntrants = (
  world: World,
  gender: "men" | "women",
  year: number,
  week: number,
): ReadonlyMap<string, ReadonlyArray<string>> => {
  let cache = weekAllocations.get(world);
  if (!cache) {
    cache = new Map();
    weekAllocations.set(world, cache);
  }
  const key = `${gender}/${year}/${week}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const draws = world.tournaments
    .filter(
      (t) =>
        t.format.kind === "draw" &&
        t.format.gender === gender &&
        t.calendar.kind === "week" &&
        (t.calendar.week === week || (t.calendar.days === 14 && t.calendar.week === week - 1)),
    )
    .sort(
      (a, b) =>
        (a.format as { tier: number }).tier - (b.format as { tier: number }).tier || (a.id < b.id ? -1 : 1),
    );
  const players = draws[0] ? (draws[0].format as { players: ReadonlyArray<string> }).players : [];
  // A grand slam's second week is the same draw: its players are busy, not free for this week's events.
  const busy = new Set<string>();
  for (const t of draws) {
    if (t.calendar.kind === "week" && t.calendar.week !== week) {
      for (const id of weekEntrants(world, gender, year, week - 1).get(t.id) ?? []) busy.add(id);
    }
  }
  const rng = makeRng(`${world.seed}/tennis/${key}`);
  const slam = draws.some(
    (t) =>
      (t.format as { tier: number }).tier === 0 && t.calendar.kind === "week" && t.calendar.week === week,
  );
  const available = players
    .filter((id) => !busy.has(id) && !rng.chance(slam ? 0.03 : 0.2))
    .map((id) => [id, rating(world, id) + rng.normal(0, 60)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => id);
  const out = new Map<string, ReadonlyArray<string>>();
  let at = 0;
  for (const t of draws) {
    if (t.calendar.kind === "week" && t.calendar.week !== week) continue;
    const size = (t.format as { size: number }).size;
    out.set(t.id, available.slice(at, at + size));
    at += size;
  }
  cache.set(key, out);
  return out;
};
