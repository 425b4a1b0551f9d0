import type { MessagePort } from "node:worker_threads";
import { type PortReply, type PortRequest, toPortError } from "./portProtocol";
import type { SqlDriver, SqlExecutor } from "./SqlDriver";

interface OpenTransaction {
  readonly tx: SqlExecutor;
  readonly finish: (commit: boolean) => void;
  readonly done: Promise<void>;
}

class RolledBack extends Error {}

/**
 * Answers another thread's SQL (portDriver.ts) with `driver`. A transaction begun over the port holds the
 * driver's own transaction open until the other side commits or rolls it back: with PGlite (one
 * connection) every other statement waits meanwhile, as it would on one thread.
 */
export const servePortDriver = (driver: SqlDriver, port: MessagePort): void => {
  const open = new Map<number, OpenTransaction>();
  let nextTx = 1;
  const reply = (message: PortReply) => port.postMessage(message);
  const executor = (tx: number | undefined): SqlExecutor => {
    if (tx === undefined) return driver;
    const found = open.get(tx);
    if (!found) throw new Error(`no open transaction ${tx}`);
    return found.tx;
  };

  const begin = (id: number): void => {
    const txId = nextTx++;
    let began = false;
    const done = driver.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          began = true;
          open.set(txId, {
            tx,
            finish: (commit) => (commit ? resolve() : reject(new RolledBack())),
            done,
          });
          reply({ id, ok: true, tx: txId });
        }),
    );
    // A failed BEGIN answers the request; a failed COMMIT is answered by `finish` below.
    done.catch((error: unknown) => {
      if (!began) reply({ id, ok: false, error: toPortError(error) });
    });
  };

  const finish = async (id: number, txId: number, commit: boolean): Promise<void> => {
    const found = open.get(txId);
    if (!found) throw new Error(`no open transaction ${txId}`);
    open.delete(txId);
    found.finish(commit);
    try {
      await found.done;
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
    reply({ id, ok: true });
  };

  port.on("message", (request: PortRequest) => {
    const run = async (): Promise<void> => {
      switch (request.op) {
        case "query":
          reply({
            id: request.id,
            ok: true,
            rows: await executor(request.tx).query(request.sql, request.params),
          });
          return;
        case "exec":
          await executor(request.tx).exec(request.sql);
          reply({ id: request.id, ok: true });
          return;
        case "begin":
          begin(request.id);
          return;
        case "commit":
        case "rollback":
          await finish(request.id, request.tx, request.op === "commit");
          return;
      }
    };
    run().catch((error: unknown) => reply({ id: request.id, ok: false, error: toPortError(error) }));
  });
};
