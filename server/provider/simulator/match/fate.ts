import type { Fixture } from "../types";
import { modelOf } from "./models";
import { chance, mixSeed, mulberry32 } from "./random";
import type { MatchTimeline } from "./types";

const FATE_STREAM = 0xfa7e;

/** A match that never starts: no period, no incident, its status from the outset. */
export const neverPlayed = (fixture: Fixture, status: "cancelled" | "postponed"): MatchTimeline => {
  const initial = { scores: {}, lockedUntil: 0 };
  return {
    fixtureId: fixture.id,
    sportCode: fixture.sportCode,
    startTime: fixture.startTime,
    knockout: fixture.knockout,
    model: modelOf(fixture),
    periods: [],
    incidents: [],
    snapshots: [],
    initial,
    endTime: null,
    endStatus: status,
    winner: null,
  };
};

/**
 * Cuts a full match short for an `interrupted` or `retired` fixture: play stops a second after an
 * incident somewhere between 20 % and 80 % of the match. The cut point draws from its own stream, so
 * what happened before it is exactly what the full match would have shown.
 */
export const cutShort = (
  fixture: Fixture,
  full: MatchTimeline,
  status: "interrupted" | "retired",
): MatchTimeline => {
  const first = full.periods[0];
  if (!first || full.endTime === null) return full;
  const rng = mulberry32(mixSeed(fixture.seed, FATE_STREAM));
  const span = full.endTime - first.start;
  const from = first.start + 0.2 * span;
  const to = first.start + 0.8 * span;
  const candidates = full.incidents.filter((i) => i.time >= from && i.time <= to && i.type !== "period");
  const pick = candidates[Math.floor(rng.next() * candidates.length)];
  const cut = pick ? pick.time + 1000 : from;
  let kept = 0;
  while (kept < full.incidents.length && full.incidents[kept]!.time <= cut) kept++;
  const periods = full.periods
    .filter((p) => p.start <= cut)
    .map((p) => (p.end > cut ? { ...p, end: cut } : p));
  return {
    ...full,
    periods,
    incidents: full.incidents.slice(0, kept),
    snapshots: full.snapshots.slice(0, kept),
    endTime: cut,
    endStatus: status,
    // A retirement hands the match to the player still standing; an interruption decides nothing.
    winner: status === "retired" ? (chance(rng, 0.5) ? "p1" : "p2") : null,
  };
};
