import type { MessagePort } from "node:worker_threads";
import { fromPortError, type PortReply, type PortRequest } from "./portProtocol";
import type { SqlDriver, SqlExecutor } from "./SqlDriver";

/** A request before it is numbered (Omit distributed over the union). */
type Ask = PortRequest extends infer R ? (R extends PortRequest ? Omit<R, "id"> : never) : never;

/**
 * A SqlDriver whose statements run on another thread (servePortDriver.ts answers them): the serving
 * thread's view of the database the ingest worker owns. `close` is the owner's shutdown.
 */
export const openPortDriver = (
  port: MessagePort,
  options: { readonly kind: SqlDriver["kind"]; readonly close: () => Promise<void> },
): SqlDriver & { readonly fail: (error: Error) => void } => {
  const waiting = new Map<
    number,
    { resolve: (reply: PortReply & { ok: true }) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let failed: Error | undefined;
  port.on("message", (reply: PortReply) => {
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.ok) pending.resolve(reply);
    else pending.reject(fromPortError(reply.error));
  });
  const ask = (request: Ask): Promise<PortReply & { ok: true }> => {
    if (failed) return Promise.reject(failed);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      port.postMessage({ ...request, id } as PortRequest);
    });
  };
  const executor = (tx: number | undefined): SqlExecutor => ({
    query: async <Row>(sql: string, params?: ReadonlyArray<unknown>) =>
      (
        await ask({
          op: "query",
          sql,
          ...(params ? { params: [...params] } : {}),
          ...(tx === undefined ? {} : { tx }),
        })
      ).rows as ReadonlyArray<Row>,
    exec: async (sql) => {
      await ask({ op: "exec", sql, ...(tx === undefined ? {} : { tx }) });
    },
  });
  return {
    kind: options.kind,
    ...executor(undefined),
    transaction: async (body) => {
      const { tx } = await ask({ op: "begin" });
      let result: Awaited<ReturnType<typeof body>>;
      try {
        result = await body(executor(tx));
      } catch (error) {
        await ask({ op: "rollback", tx: tx! }).catch(() => undefined);
        throw error;
      }
      await ask({ op: "commit", tx: tx! });
      return result;
    },
    close: options.close,
    /** The owner is gone: every statement waiting or still to come fails with `error`. */
    fail: (error) => {
      failed = error;
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    },
  };
};
