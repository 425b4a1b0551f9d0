import type { Fixture, SimTeam } from "../types";
import { DAY_MINUTES, DAY_MS, MINUTE_MS, yearOfDay } from "./calendar";
import { fixtureDestiny, fixtureId } from "./fixtureIds";
import { hash32 } from "./hash";
import type { World, WorldTournament } from "./model";
import { makeRng } from "./rng";
import { seasonId } from "./seasonIds";

/** How long a soccer match is live, half time included: what "live at t" means for the guarantee. */
export const SOCCER_LIVE_MINUTES = 115;
/**
 * NOTE: the product promises at least 15 live soccer matches at any moment. The schedule carries the
 * European and American evenings and the Asian afternoons, but not the troughs (weekday small hours
 * UTC, the summer and winter breaks); there club friendlies, as real feeds have them, top up every
 * 5-minute instant of a UTC day to this many (a margin over 15). Every 115 minutes then hold 18
 * kick-offs, so a day holds at least 12 × 18 = 216 matches.
 */
export const LIVE_TARGET = 18;
const TICK_MINUTES = 5;
const TICKS = DAY_MINUTES / TICK_MINUTES;

/** Local hours a friendly may kick off at the host's ground. */
const LOCAL_FROM = 11 * 60;
const LOCAL_TO = 21 * 60 + 30;

/**
 * NOTE: a club is open to friendlies one day in three (by its id), so the friendlies of neighbouring
 * days, which a day cannot see, never give a club two matches running.
 */
const ROTA = 3;

interface FriendlyClubs {
  /** Senior men's clubs by rota turn, then by their ground's UTC offset. */
  readonly byOffset: ReadonlyArray<ReadonlyMap<number, ReadonlyArray<SimTeam>>>;
  readonly byRegion: ReadonlyArray<ReadonlyMap<string, ReadonlyArray<SimTeam>>>;
  /** Clubs in local daytime at a UTC minute of the day, by `turn/minute/from/to`. */
  readonly hosts: Map<string, ReadonlyArray<SimTeam>>;
}

const clubsCache = new WeakMap<World, FriendlyClubs>();

const friendlyClubs = (world: World, sportId: string): FriendlyClubs => {
  const cached = clubsCache.get(world);
  if (cached) return cached;
  const byOffset = Array.from({ length: ROTA }, () => new Map<number, SimTeam[]>());
  const byRegion = Array.from({ length: ROTA }, () => new Map<string, SimTeam[]>());
  for (const team of world.teams) {
    const info = world.teamInfo.get(team.id);
    if (team.sportId !== sportId || team.national || !info || info.youth || info.gender !== "men") continue;
    const turn = hash32(team.id) % ROTA;
    const offsets = byOffset[turn]!;
    const regions = byRegion[turn]!;
    if (!offsets.has(info.utcOffset)) offsets.set(info.utcOffset, []);
    offsets.get(info.utcOffset)!.push(team);
    if (!regions.has(info.region)) regions.set(info.region, []);
    regions.get(info.region)!.push(team);
  }
  const clubs = { byOffset, byRegion, hosts: new Map() };
  clubsCache.set(world, clubs);
  return clubs;
};

/**
 * Club friendlies for UTC day `day` wherever the scheduled soccer of that day and the day before
 * (`scheduled`) leaves fewer than LIVE_TARGET matches live; clubs playing then or the next day
 * (`nextDay`) are left alone. Deterministic: it reads only scheduled days (never other friendlies), so
 * any window asking for the day gets the same matches.
 */
export const friendliesFor = (
  world: World,
  seed: string,
  friendlies: WorldTournament,
  day: number,
  scheduled: ReadonlyArray<Fixture>,
  nextDay: ReadonlyArray<Fixture>,
): Fixture[] => {
  const dayStart = day * DAY_MS;
  const live = new Int16Array(TICKS);
  const cover = (start: number): void => {
    const first = Math.max(0, Math.ceil((start - dayStart) / (TICK_MINUTES * MINUTE_MS)));
    const end = Math.min(
      TICKS,
      Math.ceil((start + SOCCER_LIVE_MINUTES * MINUTE_MS - dayStart) / (TICK_MINUTES * MINUTE_MS)),
    );
    for (let i = first; i < end; i++) live[i]!++;
  };
  const busy = new Set<string>();
  for (const fixture of scheduled) {
    busy.add(fixture.home.id);
    busy.add(fixture.away.id);
    if (fixture.fate === "normal") cover(fixture.startTime);
  }
  for (const fixture of nextDay) {
    busy.add(fixture.home.id);
    busy.add(fixture.away.id);
  }
  const clubs = friendlyClubs(world, friendlies.sportId);
  const rng = makeRng(`${seed}/friendlies/${day}`);
  const season = seasonId(friendlies.id, yearOfDay(day));
  // Clubs whose turn it is today.
  const turn = (ROTA - (day % ROTA)) % ROTA;
  /** A club of `pool` free that day, the day before and the day after: a random one, else the next free one. */
  const free = (pool: ReadonlyArray<SimTeam> | undefined): SimTeam | undefined => {
    if (!pool || pool.length === 0) return undefined;
    const from = rng.int(0, pool.length - 1);
    for (let i = 0; i < pool.length; i++) {
      const team = pool[(from + i) % pool.length]!;
      if (!busy.has(team.id)) return team;
    }
    return undefined;
  };
  const out: Fixture[] = [];
  const hostsAt = (minute: number, from: number, to: number): ReadonlyArray<SimTeam> => {
    const key = `${turn}/${minute}/${from}/${to}`;
    let hosts = clubs.hosts.get(key);
    if (!hosts) {
      hosts = [...clubs.byOffset[turn]!.entries()]
        .filter(([offset]) => {
          const local = (((minute + offset) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
          return local >= from && local <= to;
        })
        .flatMap(([, teams]) => teams);
      clubs.hosts.set(key, hosts);
    }
    return hosts;
  };
  for (let tick = 0; tick < TICKS; tick++) {
    if (live[tick]! >= LIVE_TARGET) continue;
    // Kick off on the quarter hour at or before the short instant: live from then on for 115 minutes.
    const minute = Math.floor((tick * TICK_MINUTES) / 15) * 15;
    const hosts = hostsAt(minute, LOCAL_FROM, LOCAL_TO);
    // Should every club in daylight be busy, an early or late kick-off somewhere beats a gap.
    const spare = hostsAt(minute, LOCAL_FROM - 120, LOCAL_TO + 90);
    for (let guard = 0; live[tick]! < LIVE_TARGET && guard < 100; guard++) {
      const home = free(hosts) ?? free(spare);
      if (!home) break;
      busy.add(home.id);
      const region = world.teamInfo.get(home.id)!.region;
      const away = free(clubs.byRegion[turn]!.get(region)) ?? free(hosts);
      if (!away) break;
      busy.add(away.id);
      const startTime = dayStart + minute * MINUTE_MS;
      const id = fixtureId("soccer", day, `friendly/${day}/${out.length}/${home.id}/${away.id}`);
      out.push({
        id,
        sportCode: "soccer",
        sportId: friendlies.sportId,
        categoryId: friendlies.categoryId,
        tournamentId: friendlies.id,
        seasonId: season,
        round: 1,
        roundType: "REGULAR",
        stage: "UNKNOWN",
        startTime,
        home,
        away,
        knockout: false,
        seed: fixtureDestiny(seed, id, "soccer", false).seed,
        // NOTE: friendlies exist to be played; they take no fate, so the live count they make is kept.
        fate: "normal",
      });
      cover(startTime);
    }
  }
  return out;
};
