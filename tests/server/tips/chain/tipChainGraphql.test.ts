import { Effect, Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENESIS_HASH } from "../../../../domain/tips/chain/tipChain";
import {
  TIP_CHAIN_ENTRIES_QUERY,
  TIP_CHAIN_HEAD_QUERY,
  TipChainEntriesAnswer,
  TipChainHeadAnswer,
} from "../../../../domain/tips/chain/tipChainQuery";
import { verifyChain } from "../../../../domain/tips/chain/verifyChain";
import { Database } from "../../../../server/db/Database";
import { sha256 } from "../../../../server/tips/chain/sha256";
import { closeDatabases } from "../../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../../helpers/testServer";
import { createTip, insertCreators, settleTip } from "./tipChainFixtures";

let server: TestServer;
beforeAll(async () => {
  // No answer cache: the head must move as soon as an entry is committed.
  server = await startTestServer({ graphqlCacheMs: 0 });
  await insertCreators(server.driver);
}, 60_000);
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const run = <A, E>(effect: Effect.Effect<A, E, Database>) =>
  Effect.runPromise(Effect.provide(effect, Database.fromDriver(server.driver)));

const ask = async (query: string, variables: Record<string, unknown> = {}) => {
  const response = await fetch(`${server.url}/graphql/users`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: unknown; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  return answer.data;
};

const head = async () =>
  Schema.decodeUnknownSync(TipChainHeadAnswer)(await ask(TIP_CHAIN_HEAD_QUERY)).tipChainHead;
const entries = async (fromSeq: number, limit?: number) =>
  Schema.decodeUnknownSync(TipChainEntriesAnswer)(await ask(TIP_CHAIN_ENTRIES_QUERY, { fromSeq, limit }))
    .tipChainEntries;

describe("the tip record over GraphQL, signed out", () => {
  it("gives the genesis head while empty, then the head as entries are chained", async () => {
    expect(await head()).toEqual({ seq: 0, hash: GENESIS_HASH });
    for (const n of [1, 2, 3]) await run(createTip(n));
    const settled = await run(settleTip(1, "void"));
    expect(await head()).toEqual(settled);
  });

  it("gives the entries in pages that anyone can recompute to the head", async () => {
    const all = [...(await entries(1, 2)), ...(await entries(3, 2))];
    expect(all.map((entry) => entry.seq)).toEqual([1, 2, 3, 4]);
    expect(all.some((entry) => entry.entry.includes("Why"))).toBe(false);
    const verdict = verifyChain(all, { sha256 });
    expect(verdict).toMatchObject({ ok: true, head: await head() });
  });

  it("clamps paging: seq below 1 starts at 1, no limit gives the default page", async () => {
    expect((await entries(-5, 1)).map((entry) => entry.seq)).toEqual([1]);
    expect((await entries(2)).map((entry) => entry.seq)).toEqual([2, 3, 4]);
    expect(await entries(99)).toEqual([]);
  });
});
