import { nextWeekday } from "./calendar";
import type { Season, SeasonRound, Slot, TournamentFormat, WorldTournament } from "./model";
import type { Rng } from "./rng";
import { roundRobin } from "./roundRobin";
import {
  breakRanges,
  evenly,
  isContinentalWeek,
  isCupWeek,
  type SeasonSpan,
  spreadFrom,
} from "./seasonCalendar";

/**
 * A league season: the round robin over the calendar's slots, weekend rounds first and midweek rounds
 * only where the calendar needs them (or where the league plays midweek by habit).
 */
export const leagueSeason = (
  t: WorldTournament,
  format: Extract<TournamentFormat, { kind: "league" }>,
  span: SeasonSpan,
  rng: Rng,
): Pick<Season, "teamIds" | "groups" | "rounds"> => {
  const teams = rng.shuffle(format.teamIds);
  const pairings = roundRobin(teams, format.legs);
  const primary: Array<readonly [number, Slot]> = [];
  const secondary: Array<readonly [number, Slot]> = [];
  const breaks = breakRanges(t.calendar, span.startYear);
  for (const slot of format.slots) {
    const yields = !slot.anyWeek && slot.weekday >= 2 && slot.weekday <= 4;
    for (let day = nextWeekday(span.startDay, slot.weekday); day <= span.endDay; day += 7) {
      if (breaks.some(([a, b]) => day >= a && day <= b)) continue;
      if (yields && (isCupWeek(day) || isContinentalWeek(day))) continue;
      (slot.primary ? primary : secondary).push([day, slot]);
    }
  }
  primary.sort((a, b) => a[0] - b[0]);
  secondary.sort((a, b) => a[0] - b[0]);
  const needed = pairings.length;
  // With midweek rounds in the calendar, weekend rounds keep off Friday (see Slot.tightSpread).
  const midweek =
    needed > primary.length ||
    format.slots.some((slot) => slot.primary && slot.weekday >= 2 && slot.weekday <= 4);
  const chosen =
    needed > primary.length
      ? [...primary, ...evenly(secondary, needed - primary.length)].sort((a, b) => a[0] - b[0])
      : evenly(primary, needed);
  // A calendar too short for the rounds carries on weekly after its end rather than dropping rounds.
  for (let extra = span.endDay + 7; chosen.length < needed; extra += 7)
    chosen.push([extra, format.slots[0]!]);
  const rounds = pairings.map(
    (pairs, i): SeasonRound => ({
      number: i + 1,
      type: "REGULAR",
      stage: "UNKNOWN",
      // A Friday before the opening Saturday is not yet the season.
      days: spreadFrom(chosen[i]![0], (midweek && chosen[i]![1].tightSpread) || chosen[i]![1].spread).filter(
        ([day]) => day >= span.startDay,
      ),
      pairs,
      matches: pairs.length,
    }),
  );
  return { teamIds: format.teamIds, groups: [], rounds };
};
