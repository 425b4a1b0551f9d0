import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

/** The advisory lock's key: one ingest process in the whole cluster holds it. */
export const INGEST_LOCK_KEY = 7_310_001;

export interface IngestLease {
  /** Resolves when this process holds the lock. */
  readonly acquired: Promise<void>;
  /** Resolves if the lock is lost once held (its connection died): the process must stop ingesting. */
  readonly lost: Promise<Error>;
  readonly release: () => Promise<void>;
}

/**
 * The ingest election: a session-level advisory lock on a connection of its own. The holder keeps the
 * connection open and probes it every `probeMs`; when the holder dies, PostgreSQL ends its session and
 * frees the lock, and the standby (trying every `pollMs`) takes it. A holder whose connection fails can no
 * longer know it is alone, so it reports the lease lost and the process stops ingesting.
 */
export const ingestLease = (options: {
  readonly url: string;
  readonly pollMs?: number;
  readonly probeMs?: number;
  readonly key?: number;
}): IngestLease => {
  const pollMs = options.pollMs ?? 1000;
  const probeMs = options.probeMs ?? 1000;
  const key = options.key ?? INGEST_LOCK_KEY;
  let released = false;
  let client: pg.Client | undefined;
  let reportLost: (error: Error) => void = () => {};
  const lost = new Promise<Error>((resolve) => {
    reportLost = resolve;
  });

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: options.url });
    // An error after connecting arrives here; without a listener it would end the process.
    next.on("error", (error) => reportLost(error));
    await next.connect();
    return next;
  };

  const acquired = (async () => {
    while (!released) {
      try {
        client ??= await connect();
        const rows = await client.query<{ held: boolean }>("SELECT pg_try_advisory_lock($1) AS held", [key]);
        if (rows.rows[0]?.held) return;
      } catch {
        // The database is away: drop the connection and try again with a fresh one.
        await client?.end().catch(() => {});
        client = undefined;
      }
      await sleep(pollMs);
    }
    throw new Error("the ingest lease was released before it was acquired");
  })();

  void acquired
    .then(async () => {
      while (!released) {
        await sleep(probeMs);
        if (released) return;
        try {
          await client!.query("SELECT 1");
        } catch (error) {
          reportLost(error instanceof Error ? error : new Error(String(error)));
          return;
        }
      }
    })
    .catch(() => {});

  return {
    acquired,
    lost,
    release: async () => {
      released = true;
      await client?.end().catch(() => {});
    },
  };
};
