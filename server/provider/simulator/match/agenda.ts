/**
 * A tiny time-ordered to-do list for an engine: things decided now that happen later (a VAR verdict,
 * a penalty kick) run in time order with everything else, so incidents come out sorted.
 */
export interface Agenda {
  readonly at: (time: number, run: () => void) => void;
  /** Runs everything due strictly before `time`, earliest first (ties in scheduling order). */
  readonly runUntil: (time: number) => void;
  /** Time of the latest thing still waiting, or undefined. */
  readonly lastPending: () => number | undefined;
}

export const makeAgenda = (): Agenda => {
  const items: Array<{ time: number; order: number; run: () => void }> = [];
  let order = 0;
  return {
    at: (time, run) => {
      items.push({ time, order: order++, run });
    },
    runUntil: (time) => {
      for (;;) {
        let best = -1;
        for (let i = 0; i < items.length; i++) {
          const item = items[i]!;
          if (item.time >= time) continue;
          const current = items[best];
          if (
            !current ||
            item.time < current.time ||
            (item.time === current.time && item.order < current.order)
          ) {
            best = i;
          }
        }
        if (best < 0) return;
        const [item] = items.splice(best, 1);
        item!.run();
      }
    },
    lastPending: () => (items.length === 0 ? undefined : Math.max(...items.map((i) => i.time))),
  };
};
