/**
 * Keeps each tip's sales end in the browser's storage, so a reload resumes the countdown
 * (countdownMachine) rather than starting it over.
 */
/** The key of a tip's sales end. */
export const tipSalesKey = (tipId: string): string => `tip-sales:${tipId}`;

/** The browser's storage for the countdowns' ends. */
export interface CountdownStore {
  readonly read: (key: string) => number | null;
  readonly write: (key: string, endsAt: number) => void;
}

/** Local storage; reads and writes that fail (private mode, a full quota) are skipped. */
export const localCountdownStore = (storage: Storage | undefined): CountdownStore => ({
  read: (key) => {
    try {
      const value = Number(storage?.getItem(key));
      return Number.isFinite(value) && value > 0 ? value : null;
    } catch {
      return null;
    }
  },
  write: (key, endsAt) => {
    try {
      storage?.setItem(key, String(endsAt));
    } catch {
      // Without storage the countdown still runs from the server's end.
    }
  },
});
