/**
 * The attack-momentum graph's geometry (issue 9 item 6, statistics tab): the answer's points (one per
 * minute, value in [-100, 100], positive = home pressure) as two SVG areas over a time axis, the home
 * side's above it and the away side's below, and where the goals sit on it. Numbers are rounded to one
 * decimal so the server's markup and the browser's are the same string.
 */
export interface MomentumPoint {
  readonly minute: number;
  readonly value: number;
}

export interface MomentumFrame {
  readonly width: number;
  readonly height: number;
  /** The minutes the axis spans: the regulation length, or longer when the match went on (extra time). */
  readonly minutes: number;
}

export interface MomentumPaths {
  /** Area above the axis (home pressure); empty when there is none. */
  readonly home: string;
  /** Area below the axis (away pressure). */
  readonly away: string;
}

const round = (n: number): number => Math.round(n * 10) / 10;

const clampValue = (value: number): number => Math.max(-100, Math.min(100, value));

/** The x of a minute: minute 0 at the left edge, `frame.minutes` at the right. */
export const momentumX = (minute: number, frame: MomentumFrame): number =>
  round((Math.max(0, Math.min(minute, frame.minutes)) / Math.max(1, frame.minutes)) * frame.width);

/** The y of a value: 100 at the top, 0 on the middle axis, -100 at the bottom. */
export const momentumY = (value: number, frame: MomentumFrame): number =>
  round(frame.height / 2 - (clampValue(value) / 100) * (frame.height / 2));

const area = (
  points: ReadonlyArray<MomentumPoint>,
  frame: MomentumFrame,
  keep: (v: number) => number,
): string => {
  if (!points.some((p) => keep(p.value) !== 0)) return "";
  const axis = momentumY(0, frame);
  const sorted = [...points].sort((a, b) => a.minute - b.minute);
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  // From the axis under the first minute (a point at minute m covers m-1 to m), along the values, back to the axis.
  const start = `M${momentumX(first.minute - 1, frame)} ${axis}`;
  const line = sorted
    .map((p) => `L${momentumX(p.minute, frame)} ${momentumY(keep(p.value), frame)}`)
    .join("");
  return `${start}${line}L${momentumX(last.minute, frame)} ${axis}Z`;
};

export const momentumPaths = (points: ReadonlyArray<MomentumPoint>, frame: MomentumFrame): MomentumPaths => ({
  home: area(points, frame, (v) => Math.max(0, v)),
  away: area(points, frame, (v) => Math.min(0, v)),
});

/**
 * The minutes the axis spans: at least the sport's regulation length, the last point's minute when the
 * match went past it.
 */
export const momentumMinutes = (points: ReadonlyArray<MomentumPoint>, regulation: number): number =>
  Math.max(regulation, ...points.map((p) => p.minute));

/** Ticks along the axis every `step` minutes up to the span (45 and 90 for football). */
export const momentumTicks = (minutes: number, step: number): ReadonlyArray<number> => {
  const ticks: number[] = [];
  for (let m = step; m <= minutes; m += step) ticks.push(m);
  return ticks;
};

/** A goal on the graph: at its minute, on its side of the axis. */
export interface GoalMark {
  readonly seq: number;
  readonly x: number;
  readonly side: "home" | "away";
}

/** The goals of the incidents (own goals on the side credited), placed on the frame; a shoot-out has no minute. */
export const goalMarks = (
  incidents: ReadonlyArray<{
    readonly seq: number;
    readonly type: string;
    readonly minute: number | null;
    readonly participant: "p1" | "p2" | null;
  }>,
  frame: MomentumFrame,
): ReadonlyArray<GoalMark> =>
  incidents.flatMap((incident) =>
    incident.type === "goal" && incident.minute !== null && incident.participant !== null
      ? [
          {
            seq: incident.seq,
            x: momentumX(incident.minute, frame),
            side: incident.participant === "p1" ? ("home" as const) : ("away" as const),
          },
        ]
      : [],
  );
