import { pairUp, roundTypeOf } from "./bracket";
import { nextWeekday } from "./calendar";
import type { Season, SeasonRound, TournamentFormat, World } from "./model";
import type { Rng } from "./rng";
import { roundRobin } from "./roundRobin";
import { evenly, isContinentalWeek, isCupWeek, type SeasonSpan, spreadFrom } from "./seasonCalendar";

/**
 * Cup seasons: single-match knockouts, and group stages of four followed by a knockout. Their rounds
 * take the midweeks reserved for them (seasonCalendar.ts), so clubs never play a cup and a league match
 * in the same days.
 */

export const rating = (world: World, teamId: string): number => world.teamById.get(teamId)?.rating ?? 1000;

/** The `count` strongest entrants of a year, with enough noise that the field changes from year to year. */
export const pickEntrants = (
  world: World,
  rng: Rng,
  entrants: ReadonlyArray<string>,
  count: number,
  noise: number,
): string[] =>
  entrants
    .map((id) => [id, rating(world, id) + rng.normal(0, noise)] as const)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([id]) => id);

/**
 * Anchor days for cup rounds on `weekday` of the reserved weeks, evenly between `from` and `to`; when
 * that window holds too few, the first ones from `from` up to `end`, and only failing that any week.
 */
const cupAnchors = (
  from: number,
  to: number,
  end: number,
  weekday: number,
  count: number,
  reserved: (day: number) => boolean,
): number[] => {
  const inWindow: number[] = [];
  const later: number[] = [];
  const any: number[] = [];
  for (let day = nextWeekday(from, weekday); day <= end; day += 7) {
    if (day <= to) any.push(day);
    if (!reserved(day)) continue;
    (day <= to ? inWindow : later).push(day);
  }
  if (inWindow.length >= count) return evenly(inWindow, count);
  const all = [...inWindow, ...later];
  return all.length >= count ? all.slice(0, count) : evenly(any, count);
};

/** Cup rounds play on their weekday and the next; Thursday rounds keep to Thursday, Friday being league day. */
const cupSpread = (weekday: number): ReadonlyArray<readonly [number, number]> =>
  weekday === 4
    ? [[0, 1]]
    : [
        [0, 0.55],
        [1, 0.45],
      ];

const knockoutRounds = (
  weekday: number,
  firstNumber: number,
  size: number,
  anchors: ReadonlyArray<number>,
  finalDay: number,
  firstPairs: SeasonRound["pairs"],
): SeasonRound[] => {
  const rounds: SeasonRound[] = [];
  for (let matches = size / 2, i = 0; matches >= 1; matches /= 2, i++) {
    const final = matches === 1;
    rounds.push({
      number: firstNumber + i,
      type: roundTypeOf(matches),
      stage: "PLAY_OFF",
      days: final
        ? [[finalDay, 1]]
        : spreadFrom(anchors[i] ?? finalDay - 7 * (size / 2 / matches), cupSpread(weekday)),
      pairs: i === 0 ? firstPairs : null,
      matches,
    });
  }
  return rounds;
};

/** The first `weekday` of a continental week after `end`: leagues leave those midweeks free. */
const continentalFinal = (end: number, weekday: number): number => {
  let day = nextWeekday(end + 1, weekday);
  while (!isContinentalWeek(day)) day += 7;
  return day;
};

export const cupSeason = (
  world: World,
  format: Extract<TournamentFormat, { kind: "cup" }>,
  span: SeasonSpan,
  rng: Rng,
): Pick<Season, "teamIds" | "groups" | "rounds"> => {
  const size = 2 ** Math.floor(Math.log2(Math.min(format.size, format.entrants.length)));
  const teamIds = pickEntrants(world, rng, format.entrants, size, 150);
  const rounds = Math.log2(size);
  const reserved = format.continental ? isContinentalWeek : isCupWeek;
  const anchors = cupAnchors(
    span.startDay + 21,
    span.endDay - 7,
    span.endDay - 7,
    format.weekday,
    rounds - 1,
    reserved,
  );
  const finalDay = format.continental
    ? continentalFinal(span.endDay, format.weekday)
    : nextWeekday(span.endDay + 1, 6);
  return {
    teamIds,
    groups: [],
    rounds: knockoutRounds(format.weekday, 1, size, anchors, finalDay, pairUp(rng.shuffle(teamIds))),
  };
};

const GROUP_NAMES = "ABCDEFGH";

export const groupsSeason = (
  world: World,
  format: Extract<TournamentFormat, { kind: "groups_knockout" }>,
  span: SeasonSpan,
  rng: Rng,
): Pick<Season, "teamIds" | "groups" | "rounds"> => {
  const g = format.groups;
  const teamIds = pickEntrants(world, rng, format.entrants, g * 4, 80);
  // Four pots by strength, one team of each pot per group.
  const groups = Array.from({ length: g }, (_, i) => ({
    name: `Group ${GROUP_NAMES[i]}`,
    teamIds: [] as string[],
  }));
  for (let pot = 0; pot < 4; pot++) {
    rng.shuffle(teamIds.slice(pot * g, pot * g + g)).forEach((id, i) => {
      groups[i]!.teamIds.push(id);
    });
  }
  const length = span.endDay - span.startDay;
  const groupAnchors = cupAnchors(
    span.startDay + 21,
    span.startDay + Math.floor(length * 0.55),
    span.endDay - 42,
    format.weekday,
    6,
    isContinentalWeek,
  );
  const perGroup = groups.map((group) => roundRobin(group.teamIds, 2));
  const groupRounds = groupAnchors.map((anchor, m): SeasonRound => {
    const pairs = perGroup.flatMap((rounds) => rounds[m]!);
    return {
      number: m + 1,
      type: "REGULAR",
      stage: "GROUP_STAGE",
      days: spreadFrom(anchor, cupSpread(format.weekday)),
      pairs,
      matches: pairs.length,
    };
  });
  const koRounds = Math.log2(2 * g);
  const koAnchors = cupAnchors(
    groupAnchors[5]! + 14,
    span.endDay,
    span.endDay,
    format.weekday,
    koRounds - 1,
    isContinentalWeek,
  );
  const finalDay = continentalFinal(span.endDay, format.weekday);
  return {
    teamIds,
    groups,
    rounds: [...groupRounds, ...knockoutRounds(format.weekday, 7, 2 * g, koAnchors, finalDay, null)],
  };
};
