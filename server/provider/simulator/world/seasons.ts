import { dayOf, yearOfDay } from "./calendar";
import { cupSeason, groupsSeason } from "./cupSeasons";
import { leagueSeason } from "./leagueSeason";
import type { Season, World, WorldTournament } from "./model";
import { makeRng } from "./rng";
import { FINALS_GRACE_DAYS, seasonSpan, seasonYearsAround } from "./seasonCalendar";
import { parseSeasonId, seasonId } from "./seasonIds";
import { drawSeason } from "./tennisDraws";

/** Seasons by tournament (tournament objects belong to one world) and start year. */
const seasonCache = new WeakMap<WorldTournament, Map<number, Season>>();

/** The season of `tournament` starting in `year`, built once per world. */
export const seasonOf = (world: World, tournament: WorldTournament, year: number): Season => {
  let cache = seasonCache.get(tournament);
  if (!cache) {
    cache = new Map();
    seasonCache.set(tournament, cache);
  }
  const cached = cache.get(year);
  if (cached) return cached;
  const id = seasonId(tournament.id, year);
  const span = seasonSpan(tournament.calendar, year);
  const rng = makeRng(`${world.seed}/season/${id}`);
  const format = tournament.format;
  const body =
    format.kind === "league"
      ? leagueSeason(tournament, format, span, rng)
      : format.kind === "cup"
        ? cupSeason(world, format, span, rng)
        : format.kind === "groups_knockout"
          ? groupsSeason(world, format, span, rng)
          : format.kind === "draw"
            ? drawSeason(world, tournament, format, span, rng)
            : { teamIds: [], groups: [], rounds: [] };
  let endDay = span.endDay;
  for (const round of body.rounds) for (const [day] of round.days) endDay = Math.max(endDay, day);
  const season: Season = {
    id,
    tournamentId: tournament.id,
    year: span.label,
    startYear: year,
    startDay: span.startDay,
    endDay,
    ...body,
  };
  cache.set(year, season);
  return season;
};

/** Seasons of `tournament` that may have matches on local day `day`. */
export const seasonsAround = (world: World, tournament: WorldTournament, day: number): Season[] => {
  const out: Season[] = [];
  for (const year of seasonYearsAround(day)) {
    const span = seasonSpan(tournament.calendar, year);
    if (day < span.startDay - 2 || day > span.endDay + FINALS_GRACE_DAYS + 2) continue;
    const season = seasonOf(world, tournament, year);
    if (day >= season.startDay - 2 && day <= season.endDay + 2) out.push(season);
  }
  return out;
};

export const seasonById = (world: World, id: string): Season | undefined => {
  const parsed = parseSeasonId(world, id);
  return parsed ? seasonOf(world, parsed.tournament, parsed.year) : undefined;
};

/**
 * The seasons a statistics page lists: up to `back` earlier seasons and the current one, which is the
 * latest season started by `atMs`; newest first.
 */
export const seasonsOf = (
  world: World,
  tournamentId: string,
  atMs: number,
  back = 4,
): ReadonlyArray<Season> => {
  const tournament = world.tournamentById.get(tournamentId);
  if (!tournament) return [];
  const day = dayOf(atMs);
  let year = yearOfDay(day);
  if (seasonSpan(tournament.calendar, year).startDay > day) year -= 1;
  return Array.from({ length: back + 1 }, (_, i) => seasonOf(world, tournament, year - i));
};
