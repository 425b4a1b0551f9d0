import type { KickoffProfile } from "./model";
import type { Rng } from "./rng";

/** A band of local kick-off times, minutes after midnight, [from, to) on a 15-minute grid, and its weight. */
type Band = readonly [from: number, to: number, weight: number];
const h = (hours: number): number => Math.round(hours * 60);

interface Habit {
  readonly weekend: ReadonlyArray<Band>;
  readonly weekday: ReadonlyArray<Band>;
}

/**
 * Local kick-off habits. NOTE: soccer bands run 11:00-22:00 local and lean to the evening; with the
 * categories spread over the time zones this fills the UTC clock, and fillers.ts covers what is left.
 */
const HABITS: Record<Exclude<KickoffProfile, "tennis">, Habit> = {
  soccer_europe: {
    weekend: [
      [h(11), h(13), 1],
      [h(13), h(16), 3],
      [h(16), h(19), 3.5],
      [h(19), h(21.5), 3],
    ],
    weekday: [
      [h(15), h(18), 1],
      [h(18), h(20), 3],
      [h(20), h(21.5), 3],
    ],
  },
  soccer_south_america: {
    weekend: [
      [h(11), h(14), 1],
      [h(14), h(17), 2.5],
      [h(17), h(20), 3],
      [h(20), h(22), 3],
    ],
    weekday: [
      [h(16), h(19), 1.5],
      [h(19), h(22), 3.5],
    ],
  },
  soccer_north_america: {
    weekend: [
      [h(12), h(15), 1.5],
      [h(15), h(19), 3],
      [h(19), h(22), 3.5],
    ],
    weekday: [
      [h(17), h(19), 1.5],
      [h(19), h(22), 3.5],
    ],
  },
  // East Asia and Oceania kick off earlier at weekends than Europe does (13:00-16:00 is common).
  soccer_asia: {
    weekend: [
      [h(11), h(13), 1.5],
      [h(13), h(16), 4],
      [h(16), h(19), 3],
      [h(19), h(21), 2],
    ],
    weekday: [
      [h(13), h(16), 1.5],
      [h(16), h(19), 3],
      [h(19), h(21.5), 2.5],
    ],
  },
  soccer_africa: {
    weekend: [
      [h(11), h(14), 1.5],
      [h(14), h(17), 3],
      [h(17), h(20), 2.5],
      [h(20), h(22), 1],
    ],
    weekday: [
      [h(13), h(16), 2],
      [h(16), h(19), 2.5],
      [h(19), h(21), 1.5],
    ],
  },
  soccer_youth: {
    weekend: [
      [h(11), h(14), 3],
      [h(14), h(17), 2.5],
      [h(17), h(19), 1],
    ],
    weekday: [
      [h(11), h(14), 2],
      [h(14), h(17), 3],
      [h(17), h(19), 1.5],
    ],
  },
  basketball: {
    weekend: [
      [h(13), h(17), 2],
      [h(17), h(21), 3],
    ],
    weekday: [
      [h(17), h(19), 1.5],
      [h(19), h(21), 3],
    ],
  },
  basketball_north_america: {
    weekend: [
      [h(13), h(17), 1.5],
      [h(17), h(22), 3],
    ],
    weekday: [[h(19), h(22.5), 1]],
  },
  ice_hockey: {
    weekend: [
      [h(14), h(17), 2],
      [h(17), h(19.5), 3],
    ],
    weekday: [
      [h(17), h(18.5), 1],
      [h(18.5), h(20), 3],
    ],
  },
  ice_hockey_north_america: {
    weekend: [
      [h(13), h(17), 1.5],
      [h(17), h(20), 1],
      [h(19), h(22), 2.5],
    ],
    weekday: [[h(19), h(22), 1]],
  },
  volleyball: {
    weekend: [
      [h(15), h(18), 2],
      [h(18), h(20.5), 2.5],
    ],
    weekday: [
      [h(17), h(18.5), 1.5],
      [h(18.5), h(20.5), 3],
    ],
  },
};

/** Bands in the shape `rng.weighted` takes, made once. */
const WEIGHTED = new Map(
  Object.entries(HABITS).map(([profile, habit]) => [
    profile,
    {
      weekend: habit.weekend.map((band) => [band, band[2]] as const),
      weekday: habit.weekday.map((band) => [band, band[2]] as const),
    },
  ]),
);

/** A local kick-off minute for a team-sport match on a weekday (0 Sunday … 6 Saturday). */
export const kickoffMinute = (
  rng: Rng,
  profile: Exclude<KickoffProfile, "tennis">,
  weekday: number,
): number => {
  const habit = WEIGHTED.get(profile)!;
  const [from, to] = rng.weighted(weekday === 0 || weekday === 6 ? habit.weekend : habit.weekday);
  const steps = Math.max(1, Math.floor((to - from) / 15));
  return from + rng.int(0, steps - 1) * 15;
};

/**
 * Tennis order of play: matches of a day on several courts from 11:00 local, one after another on each
 * court, the later ones "not before" a time. Bigger days use more courts.
 */
export const tennisStartMinute = (
  rng: Rng,
  index: number,
  matchesThatDay: number,
  bestOf: number,
): number => {
  const courts = Math.max(1, Math.min(8, Math.ceil(matchesThatDay / 4)));
  const slot = Math.floor(index / courts);
  const length = bestOf === 5 ? 200 : 110;
  const first = matchesThatDay <= 2 ? h(14) : h(11);
  return first + slot * length + rng.int(0, 3) * 10;
};
