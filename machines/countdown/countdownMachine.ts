import { assign, emit, fromCallback, setup } from "xstate";

/**
 * A countdown to a moment (accounts spec section 4: a tip's sales end at its event's start): it keeps its
 * end time where the app stores it (`countdown.remember`, local storage in the browser), so a reload
 * resumes it rather than starting over, and it ticks each second through the injected `ticker` until the
 * end, then emits `countdown.ended` (the tip's unlock machine hears `tipPurchase.salesClosed` from it).
 */
export interface CountdownInput {
  /** Where the end is remembered, e.g. `tip-sales:{tipId}`. */
  readonly key: string;
  /** The end the server gave, if the page has one. */
  readonly endsAt: number | null;
  /** The end remembered from an earlier visit (read by the app before the machine starts). */
  readonly storedEndsAt: number | null;
  /** The clock's reading when the machine starts. */
  readonly now: number;
}

export interface CountdownContext {
  readonly key: string;
  readonly endsAt: number | null;
  readonly now: number;
}

export type CountdownEvent = { readonly type: "countdown.tick"; readonly now: number };

export type CountdownEmitted =
  | { readonly type: "countdown.remember"; readonly key: string; readonly endsAt: number }
  | { readonly type: "countdown.ended"; readonly key: string };

/** Whole seconds left, never negative (what the view shows). */
export const secondsLeft = (context: CountdownContext): number =>
  context.endsAt === null ? 0 : Math.max(0, Math.ceil((context.endsAt - context.now) / 1000));

export const countdownMachine = setup({
  types: {
    input: {} as CountdownInput,
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    emitted: {} as CountdownEmitted,
  },
  actors: {
    /** Sends `countdown.tick` with the clock's reading each second; the app provides the real clock. */
    ticker: fromCallback<CountdownEvent>(() => () => {}),
  },
  guards: {
    unknown: ({ context }) => context.endsAt === null,
    over: ({ context }) => context.endsAt !== null && context.now >= context.endsAt,
  },
}).createMachine({
  id: "countdown",
  context: ({ input }) => ({
    key: input.key,
    // The server's word wins; a remembered end carries a reload that has none.
    endsAt: input.endsAt ?? input.storedEndsAt,
    now: input.now,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [
        { guard: "unknown", target: "unknown" },
        { guard: "over", target: "ended" },
        {
          target: "running",
          actions: emit(({ context }) => ({
            type: "countdown.remember" as const,
            key: context.key,
            endsAt: context.endsAt as number,
          })),
        },
      ],
    },
    running: {
      invoke: { src: "ticker" },
      on: {
        "countdown.tick": { actions: assign({ now: ({ event }) => event.now }) },
      },
      always: { guard: "over", target: "ended" },
    },
    ended: {
      type: "final",
      entry: emit(({ context }) => ({ type: "countdown.ended" as const, key: context.key })),
    },
    /** No end known: nothing to count. */
    unknown: { type: "final" },
  },
});
