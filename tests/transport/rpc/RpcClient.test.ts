import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { GetCurrentTime } from "../../../domain/rpc/frontServer";
import { BASE_URL, callRpc, failureOf } from "./callRpc";
import { ExportStandings, SendMessage } from "./commands";
import { fakeFetch, jsonResponse } from "./fakeFetch";

describe("RpcClient.call", () => {
  describe("when the method is POST (the default)", () => {
    it("posts the encoded payload as JSON to /{service}__api/rpc/{command} and decodes the answer", async () => {
      const { fetch, requests } = fakeFetch(() => jsonResponse({ id: 7 }));
      const result = await Effect.runPromise(callRpc(fetch, SendMessage, { roomId: "r1", text: "Olá ⚽" }));
      expect(result).toEqual({ id: 7 });
      expect(requests).toHaveLength(1);
      expect(requests[0]!.url).toBe(`${BASE_URL}/funsclub-chat__api/rpc/send_message`);
      expect(requests[0]!.init.method).toBe("POST");
      expect(JSON.parse(String(requests[0]!.init.body))).toEqual({ roomId: "r1", text: "Olá ⚽" });
    });
  });

  describe("when the method is GET", () => {
    it("sends the payload as base64 JSON in the payload query parameter", async () => {
      const { fetch, requests } = fakeFetch(() => jsonResponse({ id: 8 }));
      const payload = { roomId: "r2", text: "Привет 😀" };
      const result = await Effect.runPromise(callRpc(fetch, SendMessage, payload, { method: "GET" }));
      expect(result).toEqual({ id: 8 });
      const url = new URL(requests[0]!.url);
      expect(url.pathname).toBe("/funsclub-chat__api/rpc/send_message");
      const raw = url.searchParams.get("payload")!;
      expect(JSON.parse(Buffer.from(raw, "base64").toString("utf8"))).toEqual(payload);
      expect(requests[0]!.init.method).toBe("GET");
      expect(requests[0]!.init.body).toBeUndefined();
    });
  });

  it("sends the caller's headers, e.g. Authorization", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ time: 1 }));
    await Effect.runPromise(callRpc(fetch, GetCurrentTime, {}, { headers: { Authorization: "Bearer abc" } }));
    expect(requests[0]!.init.headers).toMatchObject({ Authorization: "Bearer abc" });
  });

  it("accepts a CSV body and returns it as a string", async () => {
    const csv = "team,points\nA,3\nB,1\n";
    const { fetch } = fakeFetch(
      () => new Response(csv, { headers: { "content-type": "text/csv; charset=utf-8" } }),
    );
    expect(await Effect.runPromise(callRpc(fetch, ExportStandings, { seasonId: "s1" }))).toBe(csv);
  });

  it("rejects a text/html body as an unsupported response", async () => {
    const { fetch } = fakeFetch(
      () => new Response("<html></html>", { headers: { "content-type": "text/html" } }),
    );
    const error = await failureOf(callRpc(fetch, GetCurrentTime, {}));
    expect(error).toMatchObject({ _tag: "UnsupportedResponseError", contentType: "text/html" });
  });

  it("rejects a body with no content type as an unsupported response", async () => {
    const { fetch } = fakeFetch(() => new Response(new Uint8Array([1, 2])));
    const error = await failureOf(callRpc(fetch, GetCurrentTime, {}));
    expect(error._tag).toBe("UnsupportedResponseError");
  });

  describe("when the success body does not match the command's schema", () => {
    it("fails with a decode error naming the URI", async () => {
      const { fetch } = fakeFetch(() => jsonResponse({ time: "noon" }));
      const error = await failureOf(callRpc(fetch, GetCurrentTime, {}));
      expect(error).toMatchObject({
        _tag: "ResponseDecodeError",
        uri: `${BASE_URL}/funsclub-front-server__api/rpc/get_current_time`,
      });
    });

    it("fails with a decode error when a JSON body is not JSON", async () => {
      const { fetch } = fakeFetch(
        () => new Response("{oops", { headers: { "content-type": "application/json" } }),
      );
      expect((await failureOf(callRpc(fetch, GetCurrentTime, {})))._tag).toBe("ResponseDecodeError");
    });
  });

  it("refuses a payload its schema cannot encode, without sending anything", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ time: 1 }));
    const error = await failureOf(
      callRpc(fetch, GetCurrentTime, { extra: 1 } as typeof GetCurrentTime.payload.Type),
    );
    expect(error).toMatchObject({ _tag: "PayloadEncodeError", command: "get_current_time" });
    expect(requests).toHaveLength(0);
  });

  it("dies on a method other than GET or POST, without sending anything", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ time: 1 }));
    const options = { method: "PUT" as "POST" };
    const exit = await Effect.runPromiseExit(callRpc(fetch, GetCurrentTime, {}, options));
    expect(Exit.hasDies(exit)).toBe(true);
    expect(requests).toHaveLength(0);
  });
});
