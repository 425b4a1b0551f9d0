import { FULL_SPORT_CODES, type FullSport, SPORTS } from "../../../domain/sports/catalogue";
import { CATALOGUE_SPORTS } from "../catalogueSports";
import type { ProviderUpdate, SportsDataProvider } from "../SportsDataProvider";
import { matchEngineOracle } from "./match/matchEngineOracle";
import { type CatchUp, makeSimClock, type SimClock } from "./simClock";
import { SportRun } from "./sportRun";
import { FixtureBook } from "./world/fixtureBook";
import { generateWorld } from "./world/generateWorld";
import type { World } from "./world/model";
import type { ResultOracle } from "./world/results";

export interface SimulatorOptions {
  readonly seed: string;
  /** 1 = real time; 60 = a minute of play per real second. */
  readonly speed: number;
  /** Sim time at start (epoch ms); the real time by default. */
  readonly startAt?: number;
  /** Real milliseconds between ticks. */
  readonly tickMs?: number;
  /** Real milliseconds a tick may spend opening far-off matches, all sports together (near ones are always up to date). */
  readonly budgetMs?: number;
  /** The full sports to simulate (all five by default): tests pick fewer to start faster. */
  readonly sports?: ReadonlyArray<FullSport>;
  readonly realNow?: () => number;
  /** The real time the sim clock started at (simClock.ts): the ingest worker's clock is the serving thread's. */
  readonly realStart?: number;
  /** Start in the past and replay it fast (a fresh demo's history, simClock.ts). */
  readonly catchUp?: CatchUp;
  /** Who wins a fixture when later knockout rounds are drawn: the match engine by default. */
  readonly oracle?: ResultOracle;
}

export interface SimulatorProvider extends SportsDataProvider {
  readonly world: World;
  /** The fixtures behind the line, brackets drawn by the match engine: a statistics provider shares it. */
  readonly book: FixtureBook;
  readonly clock: SimClock;
  /** Runs one tick now (tests drive the simulator with it instead of the timer). */
  readonly tick: () => void;
  /** Moves the sim clock on by `ms` and ticks: what was to happen meanwhile (kick-offs, full times) happens. */
  readonly advance: (ms: number) => void;
  /** Stops and resumes the ticks without stopping the listener: a test can freeze the line to compare it. */
  readonly pause: () => void;
  readonly resume: () => void;
  /** Listed events per simulated sport code, and the far fixtures still waiting to be opened. */
  readonly stats: () => ReadonlyArray<{ code: string; events: number; backlog: number }>;
}

/**
 * The seeded world simulator behind the provider interface: a real provider adapter would push the same
 * updates. Each tick moves the sim clock on, rebuilds what changed and pushes the sports whose line
 * changed, then a heartbeat, so the feed engine can tell a quiet moment from a silent provider. Sports of
 * the catalogue without a simulated world are pushed once, with an empty line.
 */
export const makeSimulatorProvider = (options: SimulatorOptions): SimulatorProvider => {
  const world = generateWorld(options.seed);
  // Later knockout rounds pair the winners the match engine produced, so the line's brackets agree with
  // the results shown on it and on the statistics pages.
  const book = new FixtureBook(world, options.seed, options.oracle ?? matchEngineOracle());
  const clock = makeSimClock({
    speed: options.speed,
    ...(options.startAt === undefined ? {} : { startAt: options.startAt }),
    ...(options.realNow ? { realNow: options.realNow } : {}),
    ...(options.realStart === undefined ? {} : { realStart: options.realStart }),
    ...(options.catchUp ? { catchUp: options.catchUp } : {}),
  });
  const simulated = new Set<string>(options.sports ?? FULL_SPORT_CODES);
  const runs = FULL_SPORT_CODES.filter((code) => simulated.has(code)).map(
    (code) => new SportRun(book, SPORTS.find((s) => s.code === code)!, code),
  );
  const tickMs = options.tickMs ?? 500;
  const budgetMs = options.budgetMs ?? 80;

  let listener: { update: (u: ProviderUpdate) => void; heartbeat: (at: number) => void } | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let paused = false;

  const tick = (): void => {
    if (!listener) return;
    const now = clock.now();
    for (const run of runs) run.advance(now);
    // Far fixtures are opened a few at a time, the sports taking turns, so a cold start shows every
    // sport's near line at once and fills in the weeks ahead over the next ticks.
    const deadline = performance.now() + budgetMs;
    let open = runs.slice();
    while (open.length > 0 && performance.now() < deadline) open = open.filter((run) => run.openNext(now));
    for (const run of runs) {
      if (run.assemble()) listener.update({ sportId: run.entry.id, at: now, line: run.line });
    }
    listener.heartbeat(now);
  };

  return {
    name: "simulator",
    world,
    book,
    clock,
    sports: () => CATALOGUE_SPORTS,
    now: clock.now,
    tick,
    advance: (ms) => {
      clock.advance(ms);
      tick();
    },
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
    },
    stats: () => runs.map((run) => ({ code: run.code, events: run.eventCount, backlog: run.backlog })),
    start: (next) => {
      listener = next;
      const now = clock.now();
      for (const sport of SPORTS) {
        if (runs.some((run) => run.entry.id === sport.id)) continue;
        next.update({ sportId: sport.id, at: now, line: { ...sport, categories: {} } });
      }
      tick();
      timer = setInterval(() => {
        if (!paused) tick();
      }, tickMs);
      timer.unref();
      return () => {
        if (timer) clearInterval(timer);
        timer = undefined;
        listener = undefined;
      };
    },
  };
};
