import { Context } from "effect";

/**
 * The sports world's clock (the provider's `now`): event start times are on it, so whether a tip's sales
 * are open is read from it, not from the wall clock (the simulator may run faster than real time).
 */
export class SportsClock extends Context.Service<SportsClock, { readonly now: () => number }>()(
  "server/provider/SportsClock",
) {}
