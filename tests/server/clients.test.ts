import { gql } from "@urql/core";
import { Effect, Exit, Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { defineCommand, EmptyPayload } from "../../domain/rpc/command";
import { GetCurrentTime } from "../../domain/rpc/frontServer";
import { FileUpload } from "../../transport/files/FileUpload";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient";
import { RpcClient } from "../../transport/rpc/RpcClient";
import { nodeTransport } from "../helpers/nodeTransport";
import { closeDatabases } from "../helpers/testDatabase";
import { startTestServer, type TestServer } from "../helpers/testServer";

/** The browser's transport services against the real server: both sides of each contract at once. */
let server: TestServer;
const gatewayCalls: Array<{ method: string; url: string }> = [];
const recordingFetch = (url: string | URL | Request, init?: RequestInit) => {
  gatewayCalls.push({ method: init?.method ?? "GET", url: String(url) });
  return fetch(url, init);
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const rpc = <A, E>(effect: Effect.Effect<A, E, RpcClient>) =>
  Effect.runPromiseExit(Effect.provide(effect, RpcClient.layer({ baseUrl: server.url })));

const UnknownCommand = defineCommand({
  service: "funsclub-front-server",
  name: "no_such_command",
  payload: EmptyPayload,
  success: Schema.Struct({}),
});

const HealthQuery = gql<{ health: { service: string; hasAccessToken: boolean } }, Record<string, never>>`
  query Health {
    health {
      service
      hasAccessToken
    }
  }
`;

describe("RpcClient against the server", () => {
  it("calls get_current_time with POST and with GET", async () => {
    for (const method of ["POST", "GET"] as const) {
      const exit = await rpc(
        Effect.gen(function* () {
          const client = yield* RpcClient;
          return yield* client.call(GetCurrentTime, {}, { method });
        }),
      );
      expect(Exit.isSuccess(exit) && Math.abs(exit.value.time - Date.now()) < 5000).toBe(true);
    }
  });

  it("surfaces an unknown command as an ApiError whose main code is rpc.unknown_command", async () => {
    const exit = await rpc(
      Effect.gen(function* () {
        const client = yield* RpcClient;
        return yield* Effect.flip(client.call(UnknownCommand, {}));
      }),
    );
    expect(Exit.isSuccess(exit) && exit.value._tag).toBe("ApiError");
    expect(Exit.isSuccess(exit) && exit.value._tag === "ApiError" && exit.value.code).toBe(
      "rpc.unknown_command",
    );
  });
});

describe("GraphqlClient against the gateway", () => {
  it("learns the persisted query once, then asks by hash with GET", async () => {
    const layer = GraphqlClient.layer({
      baseUrl: server.url,
      fetch: recordingFetch,
      getAccessToken: () => "tok",
    });
    const ask = Effect.gen(function* () {
      const client = yield* GraphqlClient;
      return yield* client.query("sportsbook", HealthQuery, {});
    });
    const first = await Effect.runPromise(Effect.provide(ask, layer));
    expect(first.health).toEqual({ service: "sportsbook", hasAccessToken: true });
    const learnedBy = gatewayCalls.splice(0);
    // First the hash alone (unknown to the gateway), then the retry that carries the query text too.
    expect(learnedBy).toHaveLength(2);
    expect(learnedBy[0]?.url).not.toContain("query=");
    expect(learnedBy[1]?.url).toContain("query=");

    const second = await Effect.runPromise(Effect.provide(ask, layer));
    expect(second.health.service).toBe("sportsbook");
    const calls = gatewayCalls.splice(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("GET");
    expect(decodeURIComponent(calls[0]?.url ?? "")).toContain('"sha256Hash"');
  });
});

describe("the app's runtime against the server", () => {
  it("runs RPC, GraphQL and upload programs through its one run, the realtime connection alongside", async () => {
    const app = await nodeTransport(server.url, WebSocket);
    try {
      const [time, health] = await Promise.all([
        app.run(
          Effect.gen(function* () {
            const client = yield* RpcClient;
            return yield* client.call(GetCurrentTime, {});
          }),
        ),
        app.run(
          Effect.gen(function* () {
            const client = yield* GraphqlClient;
            return yield* client.query("sportsbook", HealthQuery, {});
          }),
        ),
      ]);
      expect(Math.abs(time.time - Date.now())).toBeLessThan(5000);
      expect(health.health).toEqual({ service: "sportsbook", hasAccessToken: false });
      // A failure comes out as the typed error itself, not a wrapper.
      const refused = await app
        .run(
          Effect.gen(function* () {
            const client = yield* RpcClient;
            return yield* client.call(UnknownCommand, {});
          }),
        )
        .catch((error: unknown) => error);
      expect(refused).toMatchObject({ _tag: "ApiError", code: "rpc.unknown_command" });
      // The upload service of the same runtime: a token the server does not know is its session code.
      const upload = await app
        .run(
          Effect.gen(function* () {
            const files = yield* FileUpload;
            return yield* files.upload({
              file: new Blob(["png"]),
              fileName: "a.png",
              accessToken: "not-a-token",
            });
          }),
        )
        .catch((error: unknown) => error);
      expect(upload).toMatchObject({ _tag: "ApiError", code: "session.not_found_by_access_token" });
    } finally {
      await app.close();
    }
  });
});
