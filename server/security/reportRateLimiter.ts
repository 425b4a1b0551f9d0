/** How many violation reports the endpoint takes in a window, per client address and in all. */
export interface ReportRateLimits {
  readonly perAddress: number;
  readonly global: number;
  readonly windowMs: number;
}

export const DEFAULT_REPORT_RATE_LIMITS: ReportRateLimits = {
  perAddress: 30,
  global: 600,
  windowMs: 60_000,
};

export interface Admission {
  /** How many of the reports asked for fit in the window. */
  readonly admitted: number;
  /** Until the window ends, when something was refused. */
  readonly retryAfterMs: number;
}

/**
 * Fixed windows in memory. Every window starts empty, so the map of addresses is dropped at each turn
 * and never holds more addresses than reports the global cap lets in. A burst of twice the limit across
 * a window's edge is possible; for reports, which are only counted, that is fine.
 */
export const makeReportRateLimiter = (limits: ReportRateLimits, now: () => number) => {
  let window = -1;
  let total = 0;
  const byAddress = new Map<string, number>();

  const turn = (): number => {
    const at = now();
    const current = Math.floor(at / limits.windowMs);
    if (current !== window) {
      window = current;
      total = 0;
      byAddress.clear();
    }
    return (current + 1) * limits.windowMs - at;
  };

  return {
    /** Whether `address` (or everyone) has used the window up: checked before reading a body. */
    exhausted(address: string): Admission | undefined {
      const left = turn();
      const used = byAddress.get(address) ?? 0;
      return used >= limits.perAddress || total >= limits.global
        ? { admitted: 0, retryAfterMs: left }
        : undefined;
    },
    /** Takes as many of `count` reports as both limits allow. */
    admit(address: string, count: number): Admission {
      const left = turn();
      const used = byAddress.get(address) ?? 0;
      const admitted = Math.max(0, Math.min(count, limits.perAddress - used, limits.global - total));
      if (admitted > 0) {
        byAddress.set(address, used + admitted);
        total += admitted;
      }
      return { admitted, retryAfterMs: admitted < count ? left : 0 };
    },
  };
};
