import type { CspViolation } from "../../domain/security/cspViolation";
import type { SqlDriver } from "../db/SqlDriver";
import type { Logger } from "../log";
import { addCspViolations, type CspViolationRow } from "./cspViolationStore";

export interface CspViolationBatchOptions {
  readonly driver: SqlDriver;
  readonly logger: Logger;
  readonly now: () => number;
  /** How often the pending rows are written (default 5 s). */
  readonly flushMs?: number;
  /** Distinct rows held between writes; a report that would add one more is refused (default 5,000). */
  readonly maxPending?: number;
}

/** Distinct rows already logged by this process before the set is forgotten and starts again. */
const MAX_LOGGED = 10_000;

const keyOf = (row: Pick<CspViolationRow, "day" | "directive" | "blocked" | "documentPath" | "sourceFile">) =>
  [row.day, row.directive, row.blocked, row.documentPath, row.sourceFile].join("\u0000");

const merge = (into: Map<string, CspViolationRow>, key: string, row: CspViolationRow): void => {
  const held = into.get(key);
  into.set(
    key,
    held
      ? {
          ...held,
          count: held.count + row.count,
          firstSeen: Math.min(held.firstSeen, row.firstSeen),
          lastSeen: Math.max(held.lastSeen, row.lastSeen),
          sample: held.sample || row.sample,
        }
      : row,
  );
};

/**
 * Violations counted in memory per row and written every few seconds, so a flood of one report costs one
 * upsert per flush, not a write per report. A failed write keeps its rows for the next flush.
 */
export const makeCspViolationBatch = ({
  driver,
  logger,
  now,
  flushMs = 5_000,
  maxPending = 5_000,
}: CspViolationBatchOptions) => {
  let pending = new Map<string, CspViolationRow>();
  const logged = new Set<string>();
  // Flushes run one after another: a slow write must not overlap the next one's rows.
  let writing: Promise<void> = Promise.resolve();

  const write = async (): Promise<void> => {
    if (pending.size === 0) return;
    const rows = pending;
    pending = new Map();
    try {
      await addCspViolations(driver, [...rows.values()]);
    } catch (error) {
      logger.error("csp violations not written, kept for the next flush", {
        rows: rows.size,
        error: error instanceof Error ? error.message : String(error),
      });
      for (const [key, row] of rows) merge(pending, key, row);
    }
  };

  const flush = (): Promise<void> => {
    writing = writing.then(write);
    return writing;
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    /** Counts one violation; false when it would need a new row and too many are waiting. */
    add(violation: CspViolation): boolean {
      const at = now();
      const row: CspViolationRow = {
        day: new Date(at).toISOString().slice(0, 10),
        directive: violation.directive,
        blocked: violation.blocked,
        documentPath: violation.documentPath,
        sourceFile: violation.sourceFile,
        count: 1,
        firstSeen: at,
        lastSeen: at,
        sample: violation.sample,
      };
      const key = keyOf(row);
      if (!pending.has(key) && pending.size >= maxPending) return false;
      merge(pending, key, row);
      if (!logged.has(key)) {
        if (logged.size >= MAX_LOGGED) logged.clear();
        logged.add(key);
        logger.warn("csp violation", {
          directive: row.directive,
          blocked: row.blocked,
          documentPath: row.documentPath,
          sourceFile: row.sourceFile,
          sample: row.sample,
          disposition: violation.disposition,
        });
      }
      return true;
    },
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
};
