import { Effect, ManagedRuntime } from "effect";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { NetworkError } from "../../../domain/rpc/clientErrors.ts";
import type { ChainRow } from "../../../domain/tips/chain/verifyChain.ts";
import { GraphqlClient } from "../../../transport/graphql/GraphqlClient.ts";
import { runOn } from "../../../ui/app/appRuntime.ts";
import { tipRecordActorsOf } from "../../../ui/app/tipRecordActors.ts";
import { createTipRecordServices } from "../../../ui/app/tipRecordServices.ts";
import {
  chainOf,
  editedInPlace,
  headOf,
  honestEntries,
  raiseOdds,
} from "../../machines/tipRecord/recordFixture.ts";

/**
 * The tip record page's actors on the browser's path: the public GraphQL queries through the app's
 * GraphQL client (its in-memory fake), the answers decoded, and the browser's WebCrypto SHA-256.
 */
/** `network.down` loses every page of entries (not the head's own entry, which the head load reads). */
const browserActors = (rows: ReadonlyArray<ChainRow>, network = { down: false }) => {
  const asked: Array<{ operation: string; variables: unknown; bypassCache: boolean }> = [];
  const run = runOn(
    ManagedRuntime.make(
      GraphqlClient.layerTest([
        {
          service: "users",
          operationName: "TipChainHead",
          handle: (variables, queryOptions) =>
            Effect.sync(() => {
              asked.push({ operation: "head", variables, bypassCache: queryOptions.bypassCache ?? false });
              return { tipChainHead: headOf(rows) };
            }),
        },
        {
          service: "users",
          operationName: "TipChainEntries",
          handle: (variables, queryOptions) => {
            const { fromSeq, limit } = variables as { fromSeq: number; limit: number };
            asked.push({ operation: "entries", variables, bypassCache: queryOptions.bypassCache ?? false });
            if (network.down && limit > 1) {
              return Effect.fail(new NetworkError({ uri: "/graphql/users", cause: "offline" }));
            }
            return Effect.succeed({
              tipChainEntries: rows.filter((row) => row.seq >= fromSeq).slice(0, limit),
            });
          },
        },
      ]),
    ),
  );
  const { logic } = tipRecordActorsOf({}, () => ({
    transport: { run },
    inProcess: null,
    inspect: undefined,
  }));
  return { logic, asked };
};

const verified = async (logic: ReturnType<typeof browserActors>["logic"]) => {
  const actor = createActor(logic, { input: { pageSize: 3 } }).start();
  await waitFor(actor, (snapshot) => snapshot.hasTag("headLoaded"));
  actor.send({ type: "tipRecord.verify" });
  const done = await waitFor(actor, (snapshot) => !snapshot.hasTag("verifying"));
  actor.stop();
  return done;
};

describe("the tip record page's actors in the browser", () => {
  it("verify an untouched record over GraphQL, the head always read past the caches", async () => {
    const rows = chainOf(honestEntries());
    const { logic, asked } = browserActors(rows);
    const done = await verified(logic);
    expect(done.hasTag("verified")).toBe(true);
    expect(done.context.progress.head).toEqual(headOf(rows));
    expect(asked.filter((call) => call.operation === "head").every((call) => call.bypassCache)).toBe(true);
    expect(asked.filter((call) => call.operation === "entries").map((call) => call.variables)).toEqual([
      { fromSeq: 4, limit: 1 },
      { fromSeq: 4, limit: 1 },
      { fromSeq: 1, limit: 3 },
      { fromSeq: 4, limit: 1 },
    ]);
  });

  it("catch an entry edited on the server at that entry", async () => {
    const rows = editedInPlace(chainOf(honestEntries()), 3, raiseOdds);
    const done = await verified(browserActors(rows).logic);
    expect(done.hasTag("mismatch")).toBe(true);
    expect(done.context.mismatch).toMatchObject({ seq: 3, kind: "bad_hash", found: rows[2]!.hash });
  });

  it("report a page lost on the network as a failure, and verify again from the start", async () => {
    const network = { down: true };
    const { logic } = browserActors(chainOf(honestEntries()), network);
    const actor = createActor(logic, { input: { pageSize: 3 } }).start();
    await waitFor(actor, (snapshot) => snapshot.hasTag("headLoaded"));
    actor.send({ type: "tipRecord.verify" });
    const failed = await waitFor(actor, (snapshot) => !snapshot.hasTag("verifying"));
    expect(failed.hasTag("verifyFailed")).toBe(true);
    expect(failed.context.verifyFailure).toEqual({ kind: "network", code: null });
    network.down = false;
    actor.send({ type: "tipRecord.verify" });
    const again = await waitFor(actor, (snapshot) => !snapshot.hasTag("verifying"));
    expect(again.hasTag("verified")).toBe(true);
    expect(again.context.verifyFailure).toBeNull();
    actor.stop();
  });

  it("find a tip's entries by reading the record from its start", async () => {
    const rows = chainOf(honestEntries());
    const { logic } = browserActors(rows);
    const actor = createActor(logic, { input: { pageSize: 3 } }).start();
    actor.send({ type: "tipRecord.lookup.submit", tipId: "t1" });
    const done = await waitFor(actor, (snapshot) => !snapshot.hasTag("lookupSearching"));
    actor.stop();
    expect(done.context.lookupRows.map((row) => row.seq)).toEqual([1, 4]);
  });

  it("fetch the next page while the last one is hashed, never past the head", async () => {
    const rows = chainOf(honestEntries());
    const asked: Array<{ fromSeq: number; limit: number }> = [];
    const services = createTipRecordServices({
      transport: null,
      inProcess: {
        head: async () => ({ tipChainHead: headOf(rows) }),
        entries: async (variables) => {
          asked.push({ ...variables });
          return {
            tipChainEntries: rows.filter((row) => row.seq >= variables.fromSeq).slice(0, variables.limit),
          };
        },
      },
      inspect: undefined,
    });
    const first = await services.loadEntries({ fromSeq: 1, limit: 3, throughSeq: 4 });
    expect(first.map((row) => row.seq)).toEqual([1, 2, 3]);
    // Asked for already, and no further than the head.
    expect(asked).toEqual([
      { fromSeq: 1, limit: 3 },
      { fromSeq: 4, limit: 1 },
    ]);
    expect(
      (await services.loadEntries({ fromSeq: 4, limit: 1, throughSeq: 4 })).map((row) => row.seq),
    ).toEqual([4]);
    expect(asked).toHaveLength(2);
    // A verification started again reads from its first page.
    await services.loadEntries({ fromSeq: 1, limit: 3, throughSeq: 4 });
    expect(asked).toHaveLength(4);
  });
});
