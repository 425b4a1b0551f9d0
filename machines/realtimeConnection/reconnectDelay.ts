import { RECONNECT_MAX_MS, RECONNECT_MIN_MS } from "../../domain/realtime/messages";

/** A source of numbers in [0, 1), like `Math.random`; injected so tests pick the delay. */
export type RandomSource = () => number;

/**
 * A delay in [RECONNECT_MIN_MS, RECONNECT_MAX_MS], both ends included. NOTE: the spread keeps thousands of
 * clients dropped by the same server restart from reconnecting in the same instant.
 */
export const reconnectDelayMs = (random: RandomSource): number => {
  const span = RECONNECT_MAX_MS - RECONNECT_MIN_MS;
  const offset = Math.floor(random() * (span + 1));
  return RECONNECT_MIN_MS + Math.min(Math.max(offset, 0), span);
};
