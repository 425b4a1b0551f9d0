import { AWAY, HOME, type MatchIncident, type MatchSide, otherSide } from "./matchIncident";

/**
 * The attack-momentum graph of the event page (issue 9 item 6): who is pressing, minute by minute.
 * Formula, weights and their reasons: docs/statistics-formulas.md. Pure: the server and the browser
 * compute the same graph from the same incidents, and a live page recomputes it on each new incident.
 */

/** One point of the graph: positive when the home side presses, negative for the away side. */
export interface MomentumPoint {
  readonly minute: number;
  readonly value: number;
}

/** One point of the rally graph of a sport scored point by point (tennis, volleyball). */
export interface PointMomentumPoint {
  /** 1 for the match's first point. */
  readonly point: number;
  readonly value: number;
}

export interface MomentumOptions {
  /** The match minute now (live), or the last minute played (full time); the graph has that many points. */
  readonly minute: number;
  /** Regulation minutes of the sport: 90 soccer, 60 ice hockey, 48 basketball. */
  readonly length: number;
  /** Minutes for a pulse to fade to half; MOMENTUM_HALF_LIFE scaled to `length` when not given. */
  readonly halfLife?: number;
  /** The pressure difference that reads as tanh(1) ≈ 76; MOMENTUM_SCALE when not given. */
  readonly scale?: number;
}

/**
 * What one incident adds to a side's pressure, in goals: a goal is the unit. Keys are the pulse kinds;
 * the reasons are in docs/statistics-formulas.md.
 */
export const MOMENTUM_WEIGHTS = {
  /** A goal (regular or penalty), to the scorer's side. */
  goal: 1,
  /** An own goal, to the side credited: pressure forced it, but less surely than a shot that scores. */
  ownGoal: 0.7,
  /** A penalty awarded (soccer), to the side taking it; the kick itself is then a goal or nothing. */
  penaltyAwarded: 0.8,
  /** A VAR goal check, to the side whose goal is checked, whatever the decision. */
  varCheck: 0.3,
  /** A corner, to the side taking it: a shot blocked or a cross cleared. */
  corner: 0.35,
  /** An offside, to the side caught: a run in behind that came close. */
  offside: 0.2,
  /** A yellow or red card, to the carded side's opponent: a foul that stopped an attack. */
  foulSuffered: 0.15,
  /** A red card, to the carded side: a man down blunts its attack. */
  sentOff: -0.3,
  /** An ice-hockey minor penalty, to the penalised side's opponent: a power play. */
  powerPlay: 0.4,
  /** Each point of a timed `point` incident (a basketball basket: 1, 2 or 3 points). */
  point: 0.12,
} as const;

export type MomentumPulseKind = keyof typeof MOMENTUM_WEIGHTS;

/** Half-life of a pulse in a 90-minute match; shorter matches scale it down (60: 2.7, 48: 2.1). */
export const MOMENTUM_HALF_LIFE = 4;
export const MOMENTUM_SCALE = 1;
/** Soccer's regulation, the length MOMENTUM_HALF_LIFE is given for. */
const REFERENCE_LENGTH = 90;
/** Points a rally graph looks back over when not told. */
export const POINT_MOMENTUM_WINDOW = 10;

const KINDS = Object.keys(MOMENTUM_WEIGHTS) as ReadonlyArray<MomentumPulseKind>;
const KIND_WEIGHTS: ReadonlyArray<number> = KINDS.map((kind) => MOMENTUM_WEIGHTS[kind]);
const KIND_INDEX: Readonly<Record<MomentumPulseKind, number>> = Object.fromEntries(
  KINDS.map((kind, index) => [kind, index]),
) as Record<MomentumPulseKind, number>;

export interface MomentumPulse {
  readonly side: MatchSide;
  readonly kind: MomentumPulseKind;
  /** How many of the kind: 1, or the points of a basket. */
  readonly count: number;
}

const finiteOr = (value: number | null | undefined, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/** The pulses of one incident; none for an incident without a side or that says nothing of pressure. */
export const momentumPulses = (incident: MatchIncident): ReadonlyArray<MomentumPulse> => {
  const side = incident.participant;
  if (side !== HOME && side !== AWAY) return [];
  const one = (kind: MomentumPulseKind, to: MatchSide = side): MomentumPulse => ({
    side: to,
    kind,
    count: 1,
  });
  switch (incident.type) {
    case "goal":
      return [one(incident.subType === "own_goal" ? "ownGoal" : "goal")];
    case "corner":
      return [one("corner")];
    case "offside":
      return [one("offside")];
    case "yellow_card":
      return [one("foulSuffered", otherSide(side))];
    case "red_card":
      return [one("foulSuffered", otherSide(side)), one("sentOff")];
    case "in_game_penalty":
      if (incident.subType === "awarded") return [one("penaltyAwarded")];
      if (incident.subType === "minor") return [one("powerPlay", otherSide(side))];
      return [];
    case "var_decision":
      return incident.subType === "check" ? [one("varCheck")] : [];
    case "point": {
      const points = Math.max(0, finiteOr(incident.value, 1));
      return points > 0 ? [{ side, kind: "point", count: points }] : [];
    }
    default:
      return [];
  }
};

/** One decimal, rounded away from zero at .05 on both sides, so that swapping sides only flips the sign. */
const roundSymmetric = (value: number): number => {
  const rounded = Math.round(Math.abs(value) * 10) / 10;
  return (value < 0 ? -rounded : rounded) + 0;
};

/**
 * The attack-momentum graph: one point per minute 1..`minute`, each in [-100, 100], positive for home
 * pressure. Each incident adds a pulse of MOMENTUM_WEIGHTS to a side at its minute; a side's pressure at
 * minute m is the sum of its pulses so far, each halved every `halfLife` minutes since; the point is
 * 100 · tanh((home − away) / scale), to one decimal.
 *
 * Incidents without a minute or a side (rallies, period marks) are left out; an incident of added time
 * counts at the period's last minute (45 for 45+3), one after `minute` not yet. The order of the
 * incidents does not matter: pulses are counted per minute, side and kind, then weighed in a fixed order.
 */
export const attackMomentum = (
  incidents: ReadonlyArray<MatchIncident>,
  options: MomentumOptions,
): ReadonlyArray<MomentumPoint> => {
  const minutes = Math.max(0, Math.floor(finiteOr(options.minute, 0)));
  const given = finiteOr(options.length, REFERENCE_LENGTH);
  const length = given > 0 ? given : REFERENCE_LENGTH;
  const halfLife = Math.max(
    0.1,
    finiteOr(options.halfLife, (MOMENTUM_HALF_LIFE * length) / REFERENCE_LENGTH),
  );
  const scale = Math.max(1e-6, finiteOr(options.scale, MOMENTUM_SCALE));
  const decay = 2 ** (-1 / halfLife);

  // counts[((minute * 2) + side) * KINDS.length + kind]: how many pulses of a kind a side had in a minute.
  const counts = new Float64Array((minutes + 1) * 2 * KINDS.length);
  for (const incident of incidents) {
    if (typeof incident.minute !== "number" || !Number.isFinite(incident.minute)) continue;
    const minute = Math.max(1, Math.floor(incident.minute));
    if (minute > minutes) continue;
    for (const pulse of momentumPulses(incident)) {
      const side = pulse.side === HOME ? 0 : 1;
      const at = (minute * 2 + side) * KINDS.length + KIND_INDEX[pulse.kind];
      counts[at] = counts[at]! + pulse.count;
    }
  }

  const weighed = (minute: number, side: 0 | 1): number => {
    let sum = 0;
    const base = (minute * 2 + side) * KINDS.length;
    KIND_WEIGHTS.forEach((weight, kind) => {
      sum += counts[base + kind]! * weight;
    });
    return sum;
  };

  const points: MomentumPoint[] = [];
  let home = 0;
  let away = 0;
  for (let minute = 1; minute <= minutes; minute++) {
    home = home * decay + weighed(minute, 0);
    away = away * decay + weighed(minute, 1);
    points.push({ minute, value: roundSymmetric(100 * Math.tanh((home - away) / scale)) });
  }
  return points;
};

/**
 * The momentum of a sport scored rally by rally (tennis, volleyball), by point number: at each point,
 * the home side's points won minus the away side's over the last `window` points, as a share of the
 * window, times 100 (one decimal). The `point` incidents with a side count, in the order given (the
 * provider's sequence); everything else is left out.
 */
export const pointMomentum = (
  incidents: ReadonlyArray<MatchIncident>,
  window: number = POINT_MOMENTUM_WINDOW,
): ReadonlyArray<PointMomentumPoint> => {
  const size = Math.max(1, Math.floor(finiteOr(window, POINT_MOMENTUM_WINDOW)));
  const signs: number[] = [];
  for (const incident of incidents) {
    if (incident.type !== "point") continue;
    if (incident.participant === HOME) signs.push(1);
    else if (incident.participant === AWAY) signs.push(-1);
  }
  const points: PointMomentumPoint[] = [];
  let inWindow = 0;
  for (const [index, sign] of signs.entries()) {
    inWindow += sign;
    if (index >= size) inWindow -= signs[index - size]!;
    points.push({ point: index + 1, value: roundSymmetric((100 * inWindow) / size) });
  }
  return points;
};
