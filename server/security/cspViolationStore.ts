import type { SqlDriver, SqlExecutor } from "../db/SqlDriver";

/** One aggregated row of `csp_violations` (migration 0006). */
export interface CspViolationRow {
  /** UTC day, `YYYY-MM-DD`. */
  readonly day: string;
  readonly directive: string;
  readonly blocked: string;
  readonly documentPath: string;
  readonly sourceFile: string;
  readonly count: number;
  /** Epoch milliseconds. */
  readonly firstSeen: number;
  readonly lastSeen: number;
  readonly sample: string;
}

const COLUMNS = 9;
/** Rows per statement: 9 parameters each, well under PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 500;

const upsert = async (tx: SqlExecutor, rows: ReadonlyArray<CspViolationRow>): Promise<void> => {
  const values = rows
    .map((_, i) => {
      const p = i * COLUMNS;
      return `($${p + 1}::date, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}::bigint, $${p + 7}::bigint, $${p + 8}::bigint, $${p + 9})`;
    })
    .join(", ");
  const params = rows.flatMap((r) => [
    r.day,
    r.directive,
    r.blocked,
    r.documentPath,
    r.sourceFile,
    r.count,
    r.firstSeen,
    r.lastSeen,
    r.sample,
  ]);
  // The first sample stays: a row's later reports are the same violation, and a stable sample reads better.
  await tx.query(
    `INSERT INTO csp_violations
       (day, directive, blocked, document_path, source_file, count, first_seen, last_seen, sample)
     VALUES ${values}
     ON CONFLICT (day, directive, blocked, document_path, source_file) DO UPDATE SET
       count = csp_violations.count + EXCLUDED.count,
       first_seen = LEAST(csp_violations.first_seen, EXCLUDED.first_seen),
       last_seen = GREATEST(csp_violations.last_seen, EXCLUDED.last_seen),
       sample = CASE WHEN csp_violations.sample = '' THEN EXCLUDED.sample ELSE csp_violations.sample END`,
    params,
  );
};

/**
 * Adds counts to their rows in one transaction. The rows must be distinct by key (the route aggregates
 * before writing): one statement may not update the same row twice.
 */
export const addCspViolations = async (
  driver: SqlDriver,
  rows: ReadonlyArray<CspViolationRow>,
): Promise<void> => {
  if (rows.length === 0) return;
  await driver.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      await upsert(tx, rows.slice(i, i + ROWS_PER_STATEMENT));
    }
  });
};

interface StoredRow {
  readonly day: string;
  readonly directive: string;
  readonly blocked: string;
  readonly document_path: string;
  readonly source_file: string;
  readonly count: string | number;
  readonly first_seen: string | number;
  readonly last_seen: string | number;
  readonly sample: string;
}

/**
 * The rows seen since `since` (epoch ms), most recent first: what the operations page shows. The day is
 * read as text, so neither driver turns it into a local-time Date.
 */
export const readCspViolations = async (
  driver: SqlDriver,
  { since, limit = 500 }: { readonly since: number; readonly limit?: number },
): Promise<ReadonlyArray<CspViolationRow>> => {
  const rows = await driver.query<StoredRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, directive, blocked, document_path, source_file,
            count, first_seen, last_seen, sample
       FROM csp_violations
      WHERE last_seen >= $1
      ORDER BY last_seen DESC, count DESC
      LIMIT $2`,
    [since, limit],
  );
  // bigint arrives as a string from node-postgres; counts and epoch milliseconds fit a double.
  return rows.map((r) => ({
    day: r.day,
    directive: r.directive,
    blocked: r.blocked,
    documentPath: r.document_path,
    sourceFile: r.source_file,
    count: Number(r.count),
    firstSeen: Number(r.first_seen),
    lastSeen: Number(r.last_seen),
    sample: r.sample,
  }));
};
