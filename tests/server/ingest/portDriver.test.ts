import { MessageChannel } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../../server/db/pgliteDriver";
import { openPortDriver } from "../../../server/db/portDriver";
import type { SqlDriver } from "../../../server/db/SqlDriver";
import { servePortDriver } from "../../../server/db/servePortDriver";

/** The proxy driver over a MessageChannel in one thread: the same messages as between the worker and the serving thread. */
describe("a SqlDriver over a MessagePort", () => {
  let owner: SqlDriver;
  let proxy: ReturnType<typeof openPortDriver>;
  let channel: MessageChannel;

  beforeAll(async () => {
    owner = await openPglite("memory://");
    channel = new MessageChannel();
    servePortDriver(owner, channel.port1);
    proxy = openPortDriver(channel.port2, { kind: "pglite", close: async () => undefined });
    await proxy.exec("CREATE TABLE things (id integer PRIMARY KEY, name text NOT NULL)");
  });
  afterAll(async () => {
    channel.port1.close();
    channel.port2.close();
    await owner.close();
  });

  it("answers queries with their parameters", async () => {
    await proxy.query("INSERT INTO things (id, name) VALUES ($1, $2)", [1, "one"]);
    expect(await proxy.query("SELECT id, name FROM things WHERE id = $1", [1])).toEqual([
      { id: 1, name: "one" },
    ]);
  });

  it("commits a transaction that resolves and rolls back one that rejects", async () => {
    const answer = await proxy.transaction(async (tx) => {
      await tx.query("INSERT INTO things (id, name) VALUES (2, 'two')");
      return (await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM things"))[0]!.n;
    });
    expect(answer).toBe(2);
    await expect(
      proxy.transaction(async (tx) => {
        await tx.query("INSERT INTO things (id, name) VALUES (3, 'three')");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await proxy.query("SELECT id FROM things ORDER BY id")).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("keeps the owner's own statements waiting while the other thread's transaction is open", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = proxy.transaction(async (tx) => {
      await tx.query("INSERT INTO things (id, name) VALUES (4, 'four')");
      order.push("inserted");
      await held;
      order.push("committing");
    });
    while (!order.includes("inserted")) await new Promise((resolve) => setTimeout(resolve, 5));
    const ownerRead = owner.query("SELECT count(*)::int AS n FROM things").then((rows) => {
      order.push("owner read");
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await ownerRead).toEqual([{ n: 3 }]);
    expect(order).toEqual(["inserted", "committing", "owner read"]);
  });

  it("carries a failed statement's SQLSTATE back", async () => {
    const failure = await proxy.query("INSERT INTO things (id, name) VALUES (1, 'again')").then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as { code?: string }).code).toBe("23505");
  });

  it("fails what is waiting and what comes once the owner is gone", async () => {
    const lost = new MessageChannel();
    const orphan = openPortDriver(lost.port2, { kind: "pglite", close: async () => undefined });
    const waiting = orphan.query("SELECT 1");
    orphan.fail(new Error("the ingest worker stopped"));
    await expect(waiting).rejects.toThrow("the ingest worker stopped");
    await expect(orphan.query("SELECT 1")).rejects.toThrow("the ingest worker stopped");
    lost.port1.close();
    lost.port2.close();
  });
});
