import { createHash } from "node:crypto";
import {
  decodeFootballJson,
  type FootballJsonMatch,
  footballJsonResults,
  footballJsonTeams,
} from "../../../domain/standings/footballJson";
import { computeStandings, type StandingRow } from "../../../domain/standings/standings";
import { type TieBreakRules, type TopFlight, topFlightRules } from "../../../domain/standings/tieBreakRules";
import { ARCHIVE_TEAM_ID_PREFIX } from "../../../domain/statistics/teamPage";
import type { World, WorldTournament } from "../../provider/simulator/world/model";

/**
 * One football.json season file turned into the rows an archive season is stored as, or an error naming
 * the file and its first bad match. Pure: the same file and world give the same ids and rows, which is
 * what makes loading a file twice change nothing.
 */

export interface FootballJsonFile {
  /** How the file is named in messages and kept as the season's source: its path as given. */
  readonly fileName: string;
  readonly text: string;
}

export type ArchiveMatchStatus = "finished" | "not_started" | "postponed" | "cancelled";

export interface PlannedTeam {
  readonly id: string;
  /** The normalised name the id derives from. */
  readonly key: string;
  /** As this file names the team. */
  readonly name: string;
}

export interface PlannedMatch {
  readonly id: string;
  /** 1-based place in the file. */
  readonly seq: number;
  readonly round: number;
  readonly roundName: string;
  readonly startTime: number;
  readonly timeKnown: boolean;
  readonly homeTeamId: string;
  readonly awayTeamId: string;
  readonly status: ArchiveMatchStatus;
  readonly goals: readonly [number, number] | null;
  readonly halfTime: readonly [number, number] | null;
}

export interface SeasonPlan {
  readonly fileName: string;
  readonly sha256: string;
  readonly league: TopFlight;
  readonly tournament: WorldTournament;
  readonly seasonId: string;
  /** The file's `name`. */
  readonly name: string;
  /** "2013/2014". */
  readonly year: string;
  readonly startYear: number;
  readonly rules: TieBreakRules;
  readonly teams: ReadonlyArray<PlannedTeam>;
  readonly matches: ReadonlyArray<PlannedMatch>;
  /** The final table the file's results give, team names as in the file. */
  readonly table: ReadonlyArray<StandingRow>;
}

export type SeasonPlanned =
  | { readonly ok: true; readonly plan: SeasonPlan }
  | { readonly ok: false; readonly error: string };

/**
 * The country of each league code: its category's flag in the simulated world (England's is a subdivision
 * flag; its alpha-2 `gb` is Scotland's too) and the time zone its kick-off times are written in.
 */
export const TOP_FLIGHTS: Readonly<Record<TopFlight, { readonly icon: string; readonly timeZone: string }>> =
  {
    en: { icon: "gb-eng", timeZone: "Europe/London" },
    de: { icon: "de", timeZone: "Europe/Berlin" },
    es: { icon: "es", timeZone: "Europe/Madrid" },
    it: { icon: "it", timeZone: "Europe/Rome" },
    fr: { icon: "fr", timeZone: "Europe/Paris" },
  };

const isTopFlight = (code: string): code is TopFlight => Object.hasOwn(TOP_FLIGHTS, code);

/**
 * The tournament a league's real seasons attach to: its country's men's senior league (not women's, not
 * youth) of highest priority in the world's soccer categories.
 */
export const topFlightTournament = (world: World, league: TopFlight): WorldTournament | undefined => {
  const category = world.categories.find(
    (c) => c.sportCode === "soccer" && c.icon === TOP_FLIGHTS[league].icon,
  );
  if (!category) return undefined;
  const senior = (t: WorldTournament) => {
    if (t.format.kind !== "league") return false;
    const info = world.teamInfo.get(t.format.teamIds[0] ?? "");
    return info !== undefined && info.gender === "men" && !info.youth;
  };
  return world.tournaments
    .filter((t) => t.categoryId === category.id && senior(t))
    .sort((a, b) => b.priority - a.priority)[0];
};

const shortHash = (text: string, length: number): string =>
  BigInt(`0x${createHash("sha256").update(text).digest("hex").slice(0, 16)}`)
    .toString(36)
    .padStart(13, "0")
    .slice(-length);

/** "Atlético Madrid" and "Atletico  Madrid" are one team: accents, case and punctuation aside. */
export const teamKey = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Ids stable from what they name, under 11 characters for seasons and teams like the world's (`ft`, `fs`
 * are no world prefix); match ids have 12, since the product takes 11 or more for an event id, and no
 * sport letter first, so they never parse as a simulator fixture's. The team prefix is domain's
 * (statistics/teamPage.ts): the views tell by it a club the team page does not show.
 */
export const archiveTeamId = (name: string): string =>
  `${ARCHIVE_TEAM_ID_PREFIX}${shortHash(teamKey(name), 8)}`;
export const archiveSeasonId = (tournamentId: string, startYear: number): string =>
  `fs${shortHash(`${tournamentId}/${startYear}`, 8)}`;
const archiveMatchId = (seasonId: string, round: number, homeId: string, awayId: string): string =>
  `fm${shortHash(`${seasonId}/${round}/${homeId}/${awayId}`, 10)}`;

const baseName = (fileName: string): string => fileName.split(/[\\/]/).at(-1) ?? fileName;

/**
 * The season's first calendar year: from the file's name ("… 2013/14"), else its folder ("2013-14/"),
 * else its first match (a season starting from July on).
 */
const startYearOf = (
  fileName: string,
  name: string,
  matches: ReadonlyArray<FootballJsonMatch>,
): number | undefined => {
  const span = (text: string, pattern: RegExp): number | undefined => {
    const found = pattern.exec(text);
    if (!found) return undefined;
    const first = Number(found[1]);
    const second = Number(found[2]);
    return second === first + 1 || second === (first + 1) % 100 ? first : undefined;
  };
  const named = span(name, /(\d{4})\s*[/-]\s*(\d{4}|\d{2})(?!\d)/);
  if (named !== undefined) return named;
  const folder = fileName.split(/[\\/]/).at(-2);
  const filed = folder === undefined ? undefined : span(folder, /^(\d{4})-(\d{2}|\d{4})$/);
  if (filed !== undefined) return filed;
  const first = matches.map((m) => m.date).sort()[0];
  if (!first) return undefined;
  const [year, month] = first.split("-").map(Number) as [number, number];
  return month >= 7 ? year : year - 1;
};

/**
 * Round numbers from the `round` names: "Matchday 12" is 12 when every round name carries a number of
 * its own; otherwise rounds are numbered in the order they first appear.
 */
const roundNumbers = (matches: ReadonlyArray<FootballJsonMatch>): Map<string, number> => {
  const names = [...new Set(matches.map((m) => m.round))];
  const numbers = names.map((name) => Number(/\d+/.exec(name)?.[0] ?? Number.NaN));
  const own =
    numbers.every((n) => Number.isSafeInteger(n) && n > 0) && new Set(numbers).size === numbers.length;
  return new Map(names.map((name, index) => [name, own ? numbers[index]! : index + 1]));
};

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** How far (ms) `zone`'s wall clock is ahead of UTC at the instant `utc`. */
const zoneOffset = (zone: string, utc: number): number => {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    zoneFormats.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(utc).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(part.year),
    Number(part.month) - 1,
    Number(part.day),
    Number(part.hour),
    Number(part.minute),
  );
  return wall - Math.floor(utc / 60_000) * 60_000;
};

/** The instant a wall-clock time (given as if it were UTC) reads in `zone`, daylight saving included. */
const fromWallClock = (zone: string, wall: number): number => {
  const guess = wall - zoneOffset(zone, wall);
  return wall - zoneOffset(zone, guess);
};

const TIME = /^(\d{1,2})[:.](\d{2})(?:\s*(?:UTC|GMT)\s*([+-])(\d{1,2})(?::?(\d{2}))?)?$/;

/**
 * Kick-off as epoch ms. The files write local times without a zone (an English 15:00 is 15:00 in
 * London), read in the league's time zone; an explicit "UTC+2" wins. A date alone is local midnight.
 */
const kickOff = (
  match: FootballJsonMatch,
  zone: string,
): { readonly time: number; readonly known: boolean } | string => {
  const [year, month, day] = match.date.split("-").map(Number) as [number, number, number];
  const date = Date.UTC(year, month - 1, day);
  const back = new Date(date);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    return `date ${match.date} is not a day`;
  }
  if (match.time === undefined) return { time: fromWallClock(zone, date), known: false };
  const found = TIME.exec(match.time.trim());
  const hours = Number(found?.[1]);
  const minutes = Number(found?.[2]);
  if (!found || hours > 23 || minutes > 59) return `time "${match.time}" is not HH:MM`;
  const wall = date + (hours * 60 + minutes) * 60_000;
  if (found[3] === undefined) return { time: fromWallClock(zone, wall), known: true };
  const offset = (Number(found[4]) * 60 + Number(found[5] ?? 0)) * 60_000 * (found[3] === "-" ? -1 : 1);
  return { time: wall - offset, known: true };
};

const statusOf = (match: FootballJsonMatch): ArchiveMatchStatus => {
  if (match.score?.ft !== undefined) return "finished";
  const said = match.status?.toLowerCase();
  if (said === "postponed") return "postponed";
  if (said === "cancelled" || said === "canceled" || said === "abandoned") return "cancelled";
  return "not_started";
};

const describeMatch = (index: number, match: FootballJsonMatch): string =>
  `match ${index + 1} (${match.round}, ${match.team1} v ${match.team2})`;

/** Plans one file against the world: everything is checked before anything is written. */
export const planFootballJsonSeason = (world: World, file: FootballJsonFile): SeasonPlanned => {
  const fail = (error: string): SeasonPlanned => ({ ok: false, error: `${file.fileName}: ${error}` });
  const named = /^([a-z]{2})\.(\d+)\.json$/i.exec(baseName(file.fileName));
  if (!named) return fail("a football.json season file is named xx.1.json (en.1.json, de.1.json…)");
  const league = named[1]!.toLowerCase();
  if (!isTopFlight(league)) {
    return fail(`league "${league}" is not one of ${Object.keys(TOP_FLIGHTS).join(", ")}`);
  }
  if (named[2] !== "1") return fail(`only top flights (${league}.1.json) are imported, not tier ${named[2]}`);
  const tournament = topFlightTournament(world, league);
  if (!tournament) return fail(`the simulated world (seed "${world.seed}") has no ${league} top flight`);

  const decoded = decodeFootballJson(file.fileName, file.text);
  if (!decoded.ok) return { ok: false, error: decoded.error };
  const season = decoded.season;
  if (season.matches.length === 0) return fail("no matches");
  const startYear = startYearOf(file.fileName, season.name, season.matches);
  if (startYear === undefined) return fail(`cannot tell the season's years from "${season.name}"`);
  const seasonId = archiveSeasonId(tournament.id, startYear);

  const teams = new Map<string, PlannedTeam>();
  for (const name of footballJsonTeams(season)) {
    const team: PlannedTeam = { id: archiveTeamId(name), key: teamKey(name), name };
    const same = teams.get(team.id);
    if (same) return fail(`teams "${same.name}" and "${name}" differ only in accents, case or punctuation`);
    teams.set(team.id, team);
  }
  const rounds = roundNumbers(season.matches);
  const { timeZone } = TOP_FLIGHTS[league];
  const matches: PlannedMatch[] = [];
  const seen = new Map<string, number>();
  for (const [index, match] of season.matches.entries()) {
    const homeTeamId = archiveTeamId(match.team1);
    const awayTeamId = archiveTeamId(match.team2);
    const round = rounds.get(match.round)!;
    const id = archiveMatchId(seasonId, round, homeTeamId, awayTeamId);
    const earlier = seen.get(id);
    if (earlier !== undefined)
      return fail(`${describeMatch(index, match)}: the same match as match ${earlier + 1}`);
    seen.set(id, index);
    const start = kickOff(match, timeZone);
    if (typeof start === "string") return fail(`${describeMatch(index, match)}: ${start}`);
    matches.push({
      id,
      seq: index + 1,
      round,
      roundName: match.round,
      startTime: start.time,
      timeKnown: start.known,
      homeTeamId,
      awayTeamId,
      status: statusOf(match),
      goals: match.score?.ft ?? null,
      halfTime: match.score?.ht ?? null,
    });
  }
  const rules = topFlightRules(league, startYear);
  return {
    ok: true,
    plan: {
      fileName: file.fileName,
      sha256: createHash("sha256").update(file.text).digest("hex"),
      league,
      tournament,
      seasonId,
      name: season.name,
      year: `${startYear}/${startYear + 1}`,
      startYear,
      rules,
      teams: [...teams.values()],
      matches,
      table: computeStandings(footballJsonResults(season), { rules, teams: footballJsonTeams(season) }),
    },
  };
};
