import { describe, expect, it } from "vitest";
import { RECONNECT_MAX_MS, RECONNECT_MIN_MS } from "../../../domain/realtime/messages";
import { reconnectDelayMs } from "../../../machines/realtimeConnection/reconnectDelay";

describe("reconnectDelayMs", () => {
  it("maps [0, 1) onto [5000, 10000] with both ends reachable", () => {
    expect(reconnectDelayMs(() => 0)).toBe(RECONNECT_MIN_MS);
    expect(reconnectDelayMs(() => 0.5)).toBe(7_500);
    expect(reconnectDelayMs(() => 0.999_999_9)).toBe(RECONNECT_MAX_MS);
  });

  it("stays in range for a misbehaving source", () => {
    expect(reconnectDelayMs(() => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelayMs(() => -0.2)).toBe(RECONNECT_MIN_MS);
  });

  it("stays in range for Math.random", () => {
    for (let i = 0; i < 1_000; i++) {
      const delay = reconnectDelayMs(Math.random);
      expect(delay).toBeGreaterThanOrEqual(RECONNECT_MIN_MS);
      expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
    }
  });
});
